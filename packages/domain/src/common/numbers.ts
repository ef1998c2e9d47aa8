const FULL_WIDTH_DIGIT_OFFSET = 0xff10 - 0x30;

/** Full-width digits (０-９) to half-width; everything else is kept. */
export function toHalfWidthDigits(input: string): string {
  return input.replace(/[０-９]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - FULL_WIDTH_DIGIT_OFFSET));
}

/**
 * Normalises what a person typed into a number field (product.md §5 number input): full-width digits, signs and
 * decimal points become half-width, and thousands separators (half- or full-width commas) go.
 * Returns the cleaned text, which may still not be a number.
 */
export function normalizeNumberInput(input: string): string {
  return toHalfWidthDigits(input)
    .replace(/[，,]/g, '')
    .replace(/．/g, '.')
    .replace(/[－−ー]/g, '-')
    .replace(/＋/g, '+')
    .replace(/[\s\u3000]/g, '');
}

/** Parses typed number text; null when it is empty or not a finite number. */
export function parseNumberInput(input: string): number | null {
  const cleaned = normalizeNumberInput(input);
  if (cleaned === '' || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  const value = Number(cleaned);
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
