import { Group } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';

export interface Period {
  from: string;
  to: string;
}

/** Why a period cannot be shown (an end before the start); the figures are not asked for until it is fixed. */
export const periodError = (period: Period) =>
  period.from > period.to ? '終了月は開始月以降の月を指定してください' : undefined;

/** 開始月 and 終了月 ('YYYY-MM'), shown as 2026年5月. */
export function PeriodFields({
  period,
  onChange,
  labelPrefix = '',
}: {
  period: Period;
  onChange: (period: Period) => void;
  /** Tells two choosers on one page apart for screen readers (シミュレーションの開始月). */
  labelPrefix?: string;
}) {
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <MonthPickerInput
        label={`${labelPrefix}開始月`}
        w={150}
        valueFormat="YYYY年M月"
        value={`${period.from}-01`}
        onChange={(value) => {
          if (value) onChange({ ...period, from: value.slice(0, 7) });
        }}
      />
      <MonthPickerInput
        label={`${labelPrefix}終了月`}
        w={150}
        valueFormat="YYYY年M月"
        value={`${period.to}-01`}
        error={periodError(period)}
        onChange={(value) => {
          if (value) onChange({ ...period, to: value.slice(0, 7) });
        }}
      />
    </Group>
  );
}
