import { expect } from 'vitest';

/**
 * For the fixture tests: each figure the fixture names (a number or a pair) matches the result to
 * `digits` decimals — GrowthBook publishes its fixtures rounded, so equality would be wrong.
 */
export function expectFigures<T extends object>(
  actual: T,
  fixture: Partial<Record<keyof T, number | readonly number[]>>,
  digits = 4,
): void {
  const figures = actual as Record<string, unknown>;
  for (const [name, expected] of Object.entries(fixture) as [string, number | readonly number[]][]) {
    const value = figures[name];
    const pairs =
      typeof expected === 'number'
        ? [[value, expected]]
        : expected.map((e, i) => [Array.isArray(value) ? value[i] : undefined, e]);
    for (const [got, want] of pairs) expect(got, name).toBeCloseTo(want as number, digits);
  }
}

/** The value, failing the test where it is missing. */
export function need<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('missing value');
  return value;
}
