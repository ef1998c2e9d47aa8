const FULL_WIDTH_DIGIT_OFFSET = 0xff10 - 0x30;

/** Full-width digits (０-９) to half-width; everything else is kept. */
export function toHalfWidthDigits(input: string): string {
  return input.replace(/[０-９]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - FULL_WIDTH_DIGIT_OFFSET));
}

/**
 * Normalises what a person typed into a number field (product.md §5 number input): full-width digits, signs,
 * decimal points, ％ and ￥ become half-width, and thousands separators (half- or full-width commas) go.
 * Returns the cleaned text, which may still not be a number; units stay, so a lone 「円」 is text to
 * correct rather than an emptied field.
 */
export function normalizeNumberInput(input: string): string {
  return toHalfWidthDigits(input)
    .replace(/[，,]/g, '')
    .replace(/．/g, '.')
    .replace(/[－−ー]/g, '-')
    .replace(/＋/g, '+')
    .replace(/％/g, '%')
    .replace(/￥/g, '¥')
    .replace(/[\s\u3000]/g, '');
}

/**
 * A signed decimal, with the units people write around amounts and rates (issue 15): a leading ¥, a
 * trailing % or 円. The unit is the field's own (its label says which), so it is read past, not converted.
 */
const TYPED_NUMBER = /^([+-]?)¥?(\d+\.?\d*|\.\d+)(%|円)?$/;

/** Parses typed number text; null when it is empty or not a finite number. */
export function parseNumberInput(input: string): number | null {
  const match = TYPED_NUMBER.exec(normalizeNumberInput(input));
  if (!match) return null;
  const value = Number(`${match[1] ?? ''}${match[2] ?? ''}`);
  return Number.isFinite(value) ? value : null;
}

/** Thousands separators for display (product.md §5 number input): 1234567.5 → "1,234,567.5". */
export function formatThousands(value: number | null | undefined, fractionDigits?: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return value.toLocaleString('en-US', {
    minimumFractionDigits: fractionDigits ?? 0,
    maximumFractionDigits: fractionDigits ?? 20,
  });
}
