import { TextInput, type TextInputProps } from '@mantine/core';
import { formatThousands, normalizeNumberInput, parseNumberInput } from '@kaizen/domain';
import { useState } from 'react';

export interface NumberFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  value: number | null;
  onChange: (value: number | null) => void;
  /** Fixed decimals on display, e.g. 2 for rates. */
  fractionDigits?: number;
}

/**
 * A number field as product.md §5 number input asks: what is typed may carry commas and full-width digits (a Japanese
 * IME's default), is cleaned as it is read, and shows thousands separators when not being edited.
 */
export function NumberField({ value, onChange, fractionDigits, onFocus, onBlur, ...props }: NumberFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? formatThousands(value, fractionDigits);
  return (
    <TextInput
      {...props}
      inputMode="decimal"
      value={shown}
      onFocus={(event) => {
        setDraft(value === null ? '' : String(value));
        onFocus?.(event);
      }}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDraft(text);
        onChange(parseNumberInput(text));
      }}
      onBlur={(event) => {
        if (draft !== null && parseNumberInput(draft) === null && normalizeNumberInput(draft) !== '') onChange(null);
        setDraft(null);
        onBlur?.(event);
      }}
    />
  );
}
