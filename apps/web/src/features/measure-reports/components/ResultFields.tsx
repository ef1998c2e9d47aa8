import { Group, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { NumberField } from '../../../components/NumberField';
import { useReport } from '../context';
import type { ReportFormValues } from '../report-form';
import { adoptedPatternLabel } from '../report-format';
import { ConsiderationSection } from './ConsiderationSection';
import { LinksSection } from './links/LinksSection';
import { masterOptions, type ReportForm } from './OverviewFields';
import { Section } from './Section';

type FigureKey = 'current_improvement' | 'porpose_improvement' | 'estimate' | 'cvr_increase' | 'session_num';

const figures: { key: FigureKey; label: string; unit?: string }[] = [
  { key: 'current_improvement', label: '現状値' },
  { key: 'porpose_improvement', label: '目標値' },
  { key: 'estimate', label: '見込み' },
  { key: 'cvr_increase', label: 'CVR上昇率', unit: '%' },
  { key: 'session_num', label: 'セッション数' },
];

function FigureField({
  form,
  field,
  onReadableChange,
}: {
  form: ReportForm;
  field: (typeof figures)[number];
  onReadableChange: (readable: boolean) => void;
}) {
  const value: ReportFormValues[FigureKey] = form.values[field.key];
  return (
    <NumberField
      label={field.label}
      value={value}
      onChange={(next) => form.setFieldValue(field.key, next)}
      onReadableChange={onReadableChange}
      error={form.errors[field.key]}
      rightSection={field.unit}
    />
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
