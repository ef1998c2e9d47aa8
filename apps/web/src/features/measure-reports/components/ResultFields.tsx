import { Group, Input, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { cvrIncrease, indicatorRange, plausibleRanges, reportFigureUnits, type NumberRange } from '@kaizen/domain';
import { NumberField } from '../../../components/NumberField';
import { useReport } from './context';
import { unitOfIndicator, type ReportFormValues } from '../report-form';
import { adoptedPatternLabel, figureText } from '../report-format';
import { ConsiderationSection } from './ConsiderationSection';
import { LinksSection } from './links/LinksSection';
import { masterOptions, type ReportForm } from './OverviewFields';
import { Section } from './Section';

type FigureKey = 'current_improvement' | 'porpose_improvement' | 'estimate' | 'session_num';

interface Figure {
  key: FigureKey;
  label: string;
  unit: string;
  range: NumberRange | null;
}

function FigureField({
  form,
  field,
  onReadableChange,
}: {
  form: ReportForm;
  field: Figure;
  onReadableChange: (readable: boolean) => void;
}) {
  const value: ReportFormValues[FigureKey] = form.values[field.key];
  return (
    <NumberField
      label={field.label}
      value={value}
      range={field.range}
      onChange={(next) => form.setFieldValue(field.key, next)}
      onReadableChange={onReadableChange}
      error={form.errors[field.key]}
      rightSection={field.unit || undefined}
    />
  );
}

/** CVR上昇率 as 現状値 and 目標値 now stand: worked out, not typed (the server derives the same on save). */
function CvrIncreaseOutput({ values }: { values: ReportFormValues }) {
  const text = figureText(
    cvrIncrease(values.current_improvement, values.porpose_improvement),
    reportFigureUnits.cvr_increase,
  );
  return (
    <Input.Wrapper label="CVR上昇率" description="現状値と目標値から計算します" id="report-cvr-increase">
      <Text
        component="output"
        htmlFor="report-cvr-increase"
        data-testid="cvr-increase"
        size="sm"
        py={6}
        display="block"
      >
        {text || '—'}
      </Text>
    </Input.Wrapper>
  );
}

/** The right column on the edit screen: the result fields, consideration (with images) and links. */
export function ResultFields({
  form,
  trackReadable,
}: {
  form: ReportForm;
  /** Reports whether a figure's text can be read; the editor refuses to save while one cannot. */
  trackReadable: (name: string) => (readable: boolean) => void;
}) {
  const { data } = useReport();
  const unit = unitOfIndicator(form.values, data.masters.improvement);
  const figures: Figure[] = [
    { key: 'current_improvement', label: '現状値', unit, range: indicatorRange(unit) },
    { key: 'porpose_improvement', label: '目標値', unit, range: indicatorRange(unit) },
    { key: 'estimate', label: '見込み', unit: reportFigureUnits.estimate, range: null },
    { key: 'session_num', label: 'セッション数', unit: reportFigureUnits.session_num, range: plausibleRanges.sessions },
  ];
  return (
    <>
      <Section title="結果">
        <Stack gap="sm">
          <Group gap="xs">
            <Text size="sm" fw={500}>
              採用パターン
            </Text>
            <Text size="sm">{adoptedPatternLabel(data.td) ?? 'なし'}</Text>
            <Text size="xs" c="dimmed">
              （パターン表の「採用」で選びます）
            </Text>
          </Group>
          <Select
            label="改善指標"
            placeholder="選択してください"
            clearable
            data={masterOptions(data.masters.improvement)}
            {...form.getInputProps('improvement')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {figures.map((field) => (
              <FigureField key={field.key} form={form} field={field} onReadableChange={trackReadable(field.key)} />
            ))}
            <CvrIncreaseOutput values={form.values} />
          </SimpleGrid>
          <Textarea label="詳細" autosize minRows={3} {...form.getInputProps('detail')} />
        </Stack>
      </Section>
      <ConsiderationSection
        textField={<Textarea label="考察" autosize minRows={4} {...form.getInputProps('consideration')} />}
      />
      <LinksSection />
    </>
  );
}
