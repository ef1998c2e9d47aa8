import { TextInput, type TextInputProps } from '@mantine/core';
import {
  formatThousands,
  normalizeNumberInput,
  outOfRangeReason,
  parseNumberInput,
  type NumberRange,
} from '@kaizen/domain';
import { useLayoutEffect, useRef, useState } from 'react';
import { isImeComposing } from '../lib/ime';

export const UNREADABLE_NUMBER_MESSAGE = '数値として読み取れません（例: 1,200）';

export interface NumberFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  value: number | null;
  /** The number read from the text; null when the field is emptied. Never called with unreadable text. */
  onChange: (value: number | null) => void;
  /**
   * Whether the text can be read as a number in the field's range; a form refuses to save while any
   * field says false.
   */
  onReadableChange?: (readable: boolean) => void;
  /** Fixed decimals on display, e.g. 2 for rates. */
  fractionDigits?: number;
  /** The plausible values (domain plausibleRanges): a number outside is refused like unreadable text. */
  range?: NumberRange | null;
  /** A rule of the field's own that a plain range cannot say (an exclusive end): why a read number is refused. */
  refuse?: (value: number) => string | null;
}

const isUnreadable = (text: string) => normalizeNumberInput(text) !== '' && parseNumberInput(text) === null;

/** Why the text cannot stand as the field's value, or null when it can. */
function refusal(
  text: string,
  label: string,
  range: NumberRange | null | undefined,
  refuse: NumberFieldProps['refuse'],
): string | null {
  if (isUnreadable(text)) return UNREADABLE_NUMBER_MESSAGE;
  const value = parseNumberInput(text);
  const outOfRange = range ? outOfRangeReason(label, range, value) : null;
  return outOfRange ?? (refuse && value !== null ? refuse(value) : null);
}

/**
 * A number field as product.md §5 number input asks: what is typed may carry commas and full-width digits (a Japanese
 * IME's default), is cleaned as it is read, and shows thousands separators when not being edited.
 *
 * Text that cannot be read, or a number outside `range`, is never dropped: it stays in the field with the reason
 * beside it, and the value goes back to what it was before the edit began, so a save on leaving the field sends
 * nothing new. Escape abandons the edit and restores that value.
 *
 * Reaching the field with the keyboard selects its whole text, as a native input does, so typing replaces the number;
 * a click only places the caret. The text changes on focus (separators go), which would otherwise drop the
 * browser's selection and leave the caret at the end, appending what is typed.
 */
export function NumberField({
  value,
  onChange,
  onReadableChange,
  fractionDigits,
  range,
  refuse,
  onFocus,
  onBlur,
  onKeyDown,
  onPointerDown,
  error,
  ...props
}: NumberFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  // The value when the edit began: what the field stands for while its text cannot be read.
  const before = useRef<number | null>(value);
  const input = useRef<HTMLInputElement>(null);
  // Set by a press on the field, which focuses it by pointer: the caret goes where the press lands.
  const pressed = useRef(false);
  const selectOnRender = useRef(false);
  const label = typeof props.label === 'string' ? props.label : (props['aria-label'] ?? '');
  const reason = draft === null ? null : refusal(draft, label, range, refuse);
  const shown = draft ?? formatThousands(value, fractionDigits);

  useLayoutEffect(() => {
    if (!selectOnRender.current) return;
    selectOnRender.current = false;
    if (document.activeElement === input.current) input.current?.select();
  });

  const abandon = () => {
    if (draft === null) return;
    setDraft(null);
    onChange(before.current);
    if (reason !== null) onReadableChange?.(true);
  };

  return (
    <TextInput
      {...props}
      ref={input}
      inputMode="decimal"
      value={shown}
      error={reason ?? error}
      onPointerDown={(event) => {
        pressed.current = true;
        onPointerDown?.(event);
      }}
      onFocus={(event) => {
        const byPointer = pressed.current;
        pressed.current = false;
        // Text kept from the last edit (unreadable or out of range) stays as it is, to be corrected.
        if (draft === null) {
          before.current = value;
          setDraft(value === null ? '' : String(value));
          selectOnRender.current = !byPointer;
        }
        onFocus?.(event);
      }}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDraft(text);
        const acceptable = refusal(text, label, range, refuse) === null;
        onChange(acceptable ? parseNumberInput(text) : before.current);
        onReadableChange?.(acceptable);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !isImeComposing(event)) abandon();
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        pressed.current = false;
        if (reason === null) setDraft(null);
        onBlur?.(event);
      }}
    />
  );
}

/**
 * Which of a form's number fields hold text they cannot read or a number out of range: pass `track(name)`
 * as a field's onReadableChange, and refuse the save while `allReadable` is false (the field says why).
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
