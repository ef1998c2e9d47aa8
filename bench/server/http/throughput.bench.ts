import { startBareRoute } from './built-server.js';
import { cannon, type CannonRun } from './cannon.js';
import type { ChildServer } from './child-server.js';
import { alignColumns } from './columns.js';
import { ms, summarize } from './latency.js';

const CONNECTIONS = 50;
const ROUNDS = 3;
const ROUND_SECONDS = 4;
const WARMUP_SECONDS = 2;

interface Target {
  label: string;
  url: string;
  headers?: Record<string, string>;
  runs: CannonRun[];
}

/**
 * GET /api/v1/projects as a signed-in staff user over real HTTP, beside a bare Fastify route (a
 * process of its own) sending the same JSON. Rounds alternate which goes first, so a neighbour's
 * burst of CPU on this shared machine hits both alike; each figure pools all its rounds.
 */
export async function benchThroughput(server: ChildServer, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const path = '/api/v1/projects';
  const answer = await fetch(`${server.baseUrl}${path}`, { headers });
  if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}`);
  const bare = await startBareRoute(await answer.text());
  try {
    const built: Target = { label: 'built server', url: `${server.baseUrl}${path}`, headers, runs: [] };
    const floor: Target = { label: 'bare Fastify route', url: `${bare.baseUrl}/floor`, runs: [] };
    const run = (target: Target, seconds: number) =>
      cannon({ url: target.url, headers: target.headers, connections: CONNECTIONS, seconds });

    await run(built, WARMUP_SECONDS);
    await run(floor, WARMUP_SECONDS);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const target of round % 2 === 0 ? [built, floor] : [floor, built]) {
        target.runs.push(await run(target, ROUND_SECONDS));
      }
    }
    return formatThroughput(`GET ${path}`, built, floor);
  } finally {
    await bare.stop();
  }
}

function pooled(target: Target) {
  const requests = target.runs.reduce((sum, run) => sum + run.requests, 0);
  const seconds = target.runs.reduce((sum, run) => sum + run.seconds, 0);
  return {
    rate: requests / seconds,
    latency: summarize(target.runs.flatMap((run) => run.latencies)),
    errors: target.runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

function formatThroughput(call: string, built: Target, floor: Target): string {
  const rows = [built, floor].map((target) => {
    const { rate, latency, errors } = pooled(target);
    return [
      target.label,
      Math.round(rate).toLocaleString('en'),
      ms(latency.p50),
      ms(latency.p95),
      ms(latency.p99),
      String(errors),
    ];
  });
  const ratio = pooled(built).rate / pooled(floor).rate;
  return [
    `${call} over HTTP, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${ROUND_SECONDS} s`,
    ...alignColumns(['', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'], rows),
    `built ÷ bare: ${(ratio * 100).toFixed(1)} %`,
  ].join('\n');
}
