import { TextInput, type TextInputProps } from '@mantine/core';
import { formatThousands, normalizeNumberInput, parseNumberInput } from '@kaizen/domain';
import { useRef, useState } from 'react';
import { isImeComposing } from '../lib/ime';

export const UNREADABLE_NUMBER_MESSAGE = '数値として読み取れません（例: 1,200）';

export interface NumberFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  value: number | null;
  /** The number read from the text; null when the field is emptied. Never called with unreadable text. */
  onChange: (value: number | null) => void;
  /** Whether the text can be read as a number; a form refuses to save while any field says false. */
  onReadableChange?: (readable: boolean) => void;
  /** Fixed decimals on display, e.g. 2 for rates. */
  fractionDigits?: number;
}

const isUnreadable = (text: string) => normalizeNumberInput(text) !== '' && parseNumberInput(text) === null;

/**
 * A number field as product.md §5 number input asks: what is typed may carry commas and full-width digits (a Japanese
 * IME's default), is cleaned as it is read, and shows thousands separators when not being edited.
 *
 * Text that cannot be read is never dropped: it stays in the field with the reason beside it, and the value goes
 * back to what it was before the edit began, so a save on leaving the field sends nothing new. Escape abandons the
 * edit and restores that value.
 */
export function NumberField({
  value,
  onChange,
  onReadableChange,
  fractionDigits,
  onFocus,
  onBlur,
  onKeyDown,
  error,
  ...props
}: NumberFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  // The value when the edit began: what the field stands for while its text cannot be read.
  const before = useRef<number | null>(value);
  const unreadable = draft !== null && isUnreadable(draft);
  const shown = draft ?? formatThousands(value, fractionDigits);

  const abandon = () => {
    if (draft === null) return;
    setDraft(null);
    onChange(before.current);
    if (unreadable) onReadableChange?.(true);
  };

  return (
    <TextInput
      {...props}
      inputMode="decimal"
      value={shown}
      error={unreadable ? UNREADABLE_NUMBER_MESSAGE : error}
      onFocus={(event) => {
        // Unreadable text kept from the last edit stays as it is, to be corrected.
        if (draft === null) {
          before.current = value;
          setDraft(value === null ? '' : String(value));
        }
        onFocus?.(event);
      }}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDraft(text);
        const readable = !isUnreadable(text);
        onChange(readable ? parseNumberInput(text) : before.current);
        onReadableChange?.(readable);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !isImeComposing(event)) abandon();
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        if (!unreadable) setDraft(null);
        onBlur?.(event);
      }}
    />
  );
}

/**
 * Which of a form's number fields hold text they cannot read: pass `track(name)` as a field's
 * onReadableChange, and refuse the save while `allReadable` is false (the field says why).
 */
export function useReadableFields() {
  const [unreadable, setUnreadable] = useState<ReadonlySet<string>>(() => new Set());
  const track = (name: string) => (readable: boolean) =>
    setUnreadable((previous) => {
      if (readable === !previous.has(name)) return previous;
      const next = new Set(previous);
      if (readable) next.delete(name);
      else next.add(name);
      return next;
    });
  return { allReadable: unreadable.size === 0, track };
}
