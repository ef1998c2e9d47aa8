import { bearer, signIn } from '../../apps/server/test/factories.js';
import type { TestApp } from '../../apps/server/test/test-app.js';
import { PROJECTS, seedConsultantWeek } from './consultant-week.js';
import { floorFor } from './floor.js';
import { measure } from './measure.js';
import { formatTable, type BenchRow } from './table.js';

const runs = { runs: 40, warmup: 5 };

/** 今日やること at a consultant's scale (issue 33 §2: under 300 ms server time on the demo plus 50 projects). */
export async function benchToday(t: TestApp): Promise<string> {
  const { nodes, assigned, setupSeconds } = await seedConsultantWeek(t);

  const rows: BenchRow[] = [];
  for (const account of ['member', 'client'] as const) {
    const headers = bearer(await signIn(t.app, account, 'kaizen-demo'));
    const get = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/today', headers });
      if (response.statusCode !== 200)
        throw new Error(`today answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
      return response;
    };
    const first = await get();
    const floor = await floorFor(first.json());
    try {
      rows.push({
        label: `GET today (${account === 'member' ? 'staff, 50 followed projects' : 'client of the same company'})`,
        timing: await measure(get, runs.runs, runs.warmup),
        floor: await measure(floor.run, runs.runs, runs.warmup),
        note: `${Math.round(Buffer.byteLength(first.body) / 1024).toLocaleString('en')} KB`,
      });
    } finally {
      await floor.close();
    }
  }
  return [
    formatTable('今日やること (demo + 50 projects)', rows),
    `data: ${PROJECTS} projects, ${nodes.toLocaleString('en')} nodes, ${assigned.toLocaleString('en')} assigned to the member; set up in ${setupSeconds.toFixed(1)} s`,
    `runs: ${runs.runs} after ${runs.warmup} warm-ups`,
  ].join('\n');
}
