import { Group } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { currentMonthInJapan } from './figures-format';
import { periodError, type Period } from './period';

export { periodError, type Period } from './period';

/** 開始月 and 終了月 ('YYYY-MM'), shown as 2026年5月, up to the current month in Japan: later ones have no figures. */
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
  const maxDate = `${currentMonthInJapan()}-01`;
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <MonthPickerInput
        label={`${labelPrefix}開始月`}
        w={150}
        valueFormat="YYYY年M月"
        maxDate={maxDate}
        value={`${period.from}-01`}
        onChange={(value) => {
          if (value) onChange({ ...period, from: value.slice(0, 7) });
        }}
      />
      <MonthPickerInput
        label={`${labelPrefix}終了月`}
        w={150}
        valueFormat="YYYY年M月"
        maxDate={maxDate}
        value={`${period.to}-01`}
        error={periodError(period)}
        onChange={(value) => {
          if (value) onChange({ ...period, to: value.slice(0, 7) });
        }}
      />
    </Group>
  );
}
