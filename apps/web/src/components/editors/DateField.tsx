import { ActionIcon, Group } from '@mantine/core';
import { DateInput, DatePickerInput } from '@mantine/dates';
import { normalizeDateRange } from '@kaizen/domain';
import { IconX } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { formatDay, formatPeriod, toIsoDay, toPickerDate } from '../../lib/dates';
import { useEffect, useRef, useState } from 'react';
import { RestingInput } from './RestingInput';

const shown = (value: string | null) => (value ? formatDay(value) : '');

/** Narrow, the period breaks only after 〜: 「2026/10/01 〜」 over 「2026/10/15」. */
const periodText = (start: string, end: string, narrow?: boolean) =>
  narrow ? `${formatDay(start)}\u00a0〜 ${formatDay(end)}` : (formatPeriod(start, end) ?? '');

/** A clear button beside a resting date (clearing sends '', product.md §5 dates). */
function ClearButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <ActionIcon size="sm" variant="subtle" color="gray" aria-label={`${label}をクリア`} onClick={onClear}>
      <IconX size={12} />
    </ActionIcon>
  );
}

/** One date (期限), saved when picked; clearing sends '' (product.md §5 dates). The picker mounts only while in use. */
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
  const [active, setActive] = useState(false);
  if (!active || readOnly) {
    return (
      <Group gap={2} wrap="nowrap" miw={120}>
        <RestingInput label={label} value={shown(value)} readOnly={readOnly} onActivate={() => setActive(true)} />
        {value && !readOnly ? (
          <ClearButton label={label} onClear={() => void onSave('').catch(() => undefined)} />
        ) : null}
      </Group>
    );
  }
  return (
    <DateInput
      aria-label={label}
      size="xs"
      valueFormat="YYYY/MM/DD"
      placeholder="—"
      clearable
      clearButtonProps={{ 'aria-label': `${label}をクリア` }}
      autoFocus
      popoverProps={{ onClose: () => setActive(false) }}
      value={toPickerDate(value)}
      onChange={(next) => {
        setActive(false);
        const iso = toIsoDay(next);
        if (iso !== (value ?? '')) void onSave(iso).catch(() => undefined);
      }}
      miw={120}
    />
  );
}

/**
 * A verification period: saved once both ends are picked, or when cleared; a half-picked range is
 * never sent (product.md §5 dates: both dates, otherwise both cleared). The calendar mounts, opened, only while in use.
 */
export function DateRangeField({
  start,
  end,
  onSave,
  label,
  readOnly,
  narrow,
}: {
  start: string | null;
  end: string | null;
  onSave: (range: { start: string; end: string }) => Promise<unknown>;
  label: string;
  readOnly?: boolean;
  /** In a narrow column the period breaks after 〜 instead of needing 200px. */
  narrow?: boolean;
}) {
  const [active, setActive] = useState(false);
  const [draft, setDraft] = useState<[Date | null, Date | null] | null>(null);
  const picker = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (active) picker.current?.click();
  }, [active]);

  if (!active || readOnly) {
    return (
      <Group gap={2} wrap="nowrap" miw={narrow ? undefined : 200}>
        <RestingInput
          as="button"
          wrap={narrow}
          label={label}
          value={start && end ? periodText(start, end, narrow) : ''}
          readOnly={readOnly}
          onActivate={() => setActive(true)}
        />
        {start && !readOnly ? (
          <ClearButton label={label} onClear={() => void onSave({ start: '', end: '' }).catch(() => undefined)} />
        ) : null}
      </Group>
    );
  }
  const shownRange: [Date | null, Date | null] = draft ?? [toPickerDate(start), toPickerDate(end)];
  return (
    <DatePickerInput
      ref={picker}
      type="range"
      aria-label={label}
      size="xs"
      valueFormat="YYYY/MM/DD"
      placeholder="—"
      allowSingleDateInRange
      value={shownRange}
      onDropdownClose={() => {
        setDraft(null);
        setActive(false);
      }}
      onChange={(next) => {
        const [from, to] = next as [Date | string | null, Date | string | null];
        if (!from || !to) {
          setDraft([from ? dayjs(from).toDate() : null, null]);
          return;
        }
        setDraft(null);
        setActive(false);
        const range = normalizeDateRange(toIsoDay(from), toIsoDay(to));
        if (range.start !== (start ?? '') || range.end !== (end ?? '')) void onSave(range).catch(() => undefined);
      }}
      miw={narrow ? undefined : 200}
    />
  );
}
