import { DateInput, DatePickerInput } from '@mantine/dates';
import { normalizeDateRange } from '@kaizen/domain';
import dayjs from 'dayjs';
import { useState } from 'react';

const toDate = (value: string | null) => (value ? dayjs(value).toDate() : null);
const toIso = (value: Date | string | null) => (value ? dayjs(value).format('YYYY-MM-DD') : '');

/** One date (期限), saved when picked; clearing sends '' (spec §5). */
export function DateField({
  value,
  onSave,
  label,
  readOnly,
}: {
  value: string | null;
  onSave: (next: string) => Promise<unknown>;
  label: string;
  readOnly?: boolean;
}) {
  return (
    <DateInput
      aria-label={label}
      size="xs"
      valueFormat="YYYY/MM/DD"
      placeholder="—"
      clearable
      clearButtonProps={{ 'aria-label': `${label}をクリア` }}
      readOnly={readOnly}
      value={toDate(value)}
      onChange={(next) => {
        const iso = toIso(next);
        if (iso !== (value ?? '')) void onSave(iso).catch(() => undefined);
      }}
      miw={120}
    />
  );
}

/**
 * A verification period: saved once both ends are picked, or when cleared; a half-picked range is
 * never sent (spec §5: both dates, otherwise both cleared).
 */
export function DateRangeField({
  start,
  end,
  onSave,
  label,
  readOnly,
}: {
  start: string | null;
  end: string | null;
  onSave: (range: { start: string; end: string }) => Promise<unknown>;
  label: string;
  readOnly?: boolean;
}) {
  const [draft, setDraft] = useState<[Date | null, Date | null] | null>(null);
  const shown: [Date | null, Date | null] = draft ?? [toDate(start), toDate(end)];
  return (
    <DatePickerInput
      type="range"
      aria-label={label}
      size="xs"
      valueFormat="YYYY/MM/DD"
      placeholder="—"
      clearable
      clearButtonProps={{ 'aria-label': `${label}をクリア` }}
      allowSingleDateInRange
      readOnly={readOnly}
      value={shown}
      onChange={(next) => {
        const [from, to] = next as [Date | string | null, Date | string | null];
        const cleared = !from && !to;
        if (!cleared && (!from || !to)) {
          setDraft([from ? dayjs(from).toDate() : null, null]);
          return;
        }
        setDraft(null);
        const range = normalizeDateRange(toIso(from), toIso(to));
        if (range.start !== (start ?? '') || range.end !== (end ?? '')) void onSave(range).catch(() => undefined);
      }}
      miw={200}
    />
  );
}
