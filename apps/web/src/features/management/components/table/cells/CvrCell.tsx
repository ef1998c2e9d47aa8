import { formatThousands } from '@kaizen/domain';
import { useRef, useState } from 'react';
import { NumberField } from '../../../../../components/NumberField';
import { isImeComposing } from '../../../../../lib/ime';
import { useManagement } from '../../context';
import { ReadOnlyText } from './ReadOnlyText';

/**
 * A measure's conversion rate (%): typed with full-width digits or commas if need be (product.md §5 number input) and
 * saved as conversion_rate on Enter or when leaving the field; Escape drops the edit.
 */
export function CvrCell({
  value,
  label,
  onSave,
}: {
  value: number | null;
  label: string;
  onSave: (next: number | null) => Promise<unknown>;
}) {
  const { canEdit } = useManagement();
  // The number being typed; undefined while not editing (the saved value shows).
  const [draft, setDraft] = useState<number | null | undefined>(undefined);
  const latest = useRef<number | null | undefined>(undefined);
  const cancelled = useRef(false);
  if (!canEdit) return <ReadOnlyText>{value === null ? '' : `${formatThousands(value)}%`}</ReadOnlyText>;

  const commit = () => {
    const next = latest.current;
    latest.current = undefined;
    if (cancelled.current || next === undefined || next === value) {
      cancelled.current = false;
      setDraft(undefined);
      return;
    }
    void onSave(next)
      .catch(() => undefined)
      .finally(() => setDraft(undefined));
  };

  return (
    <NumberField
      size="xs"
      aria-label={label}
      placeholder="—"
      value={draft === undefined ? value : draft}
      rightSection="%"
      rightSectionWidth={22}
      onChange={(next) => {
        latest.current = next;
        setDraft(next);
      }}
      onKeyDown={(event) => {
        if (isImeComposing(event)) return;
        if (event.key === 'Enter') {
          event.preventDefault();
          event.currentTarget.blur();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          cancelled.current = true;
          event.currentTarget.blur();
        }
      }}
      onBlur={commit}
    />
  );
}
