import { Group, Select, Stack, Switch, Text, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { inclusiveDays, type MasterItem } from '@kaizen/domain';
import { useReport } from './context';
import type { ReportFormValues } from '../report-form';
import { Section } from './Section';

export type ReportForm = UseFormReturnType<ReportFormValues>;

export const masterOptions = (items: MasterItem[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

/** 概要 on the edit screen: the form's purpose, device, method, period (days counted live) and 公開する. */
export function OverviewFields({ form }: { form: ReportForm }) {
  const { data, report } = useReport();
  const days = inclusiveDays(form.values.start_date, form.values.end_date);
  return (
    <Section title="概要">
      <Stack gap="sm">
        <Textarea label="目的" autosize minRows={2} {...form.getInputProps('porpose')} />
        <Group grow align="flex-start">
          <Select
            label="デバイス"
            placeholder="選択してください"
            clearable
            data={masterOptions(data.masters.device)}
            {...form.getInputProps('device')}
          />
          <Select
            label="検証方法"
            placeholder="選択してください"
            clearable
            data={masterOptions(data.masters.verification)}
            {...form.getInputProps('verification')}
          />
        </Group>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <DateInput
            label="検証開始日"
            valueFormat="YYYY/MM/DD"
            placeholder="YYYY/MM/DD"
            clearable
            w={160}
            {...form.getInputProps('start_date')}
          />
          <Text pb={6}>〜</Text>
          <DateInput
            label="検証終了日"
            valueFormat="YYYY/MM/DD"
            placeholder="YYYY/MM/DD"
            clearable
            w={160}
            {...form.getInputProps('end_date')}
          />
          <Text pb={6} size="sm" data-testid="verification-days" aria-live="polite">
            {days === null ? '' : `${days}日間`}
          </Text>
        </Group>
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            作成者：
          </Text>
          {report.user_name ?? '—'}
        </Text>
        <Switch
          label="公開する"
          description="オフにするとクライアントには表示されません"
          {...form.getInputProps('is_show', { type: 'checkbox' })}
        />
      </Stack>
    </Section>
  );
}
