import { performance } from 'node:perf_hooks';

export interface Timing {
  median: number;
  p95: number;
}

/** Runs `work` a few times to warm up, then `runs` times, and returns median and 95th percentile in ms. */
export async function measure(work: () => Promise<unknown>, runs = 200, warmup = 20): Promise<Timing> {
  for (let i = 0; i < warmup; i += 1) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return {
    median: samples[Math.floor(samples.length / 2)] ?? 0,
    p95: samples[Math.floor(samples.length * 0.95)] ?? 0,
  };
}
