export interface LatencySummary {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Percentiles (nearest rank) of response times in ms. */
export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

export const ms = (value: number) => value.toFixed(1);
