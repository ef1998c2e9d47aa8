import { bearer, seedWorld, signIn } from '../../apps/server/test/factories.js';
import type { TestApp } from '../../apps/server/test/test-app.js';
import { floorFor } from './floor.js';
import { measure } from './measure.js';
import { formatTable } from './table.js';

/** Small calls on a small world: the fixed cost of a request (token check, one query, serialisation). */
export async function benchApi(t: TestApp): Promise<string> {
  const world = await seedWorld(t.db);
  const headers = bearer(await signIn(t.app, world.users.member.account));
  const list = await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers });
  const floor = await floorFor(list.json());
  try {
    const floorTiming = await measure(floor.run);
    return formatTable('API (small world)', [
      {
        label: 'GET /api/v1/projects (token check + query)',
        timing: await measure(() => t.app.inject({ method: 'GET', url: '/api/v1/projects', headers })),
        floor: floorTiming,
      },
      {
        label: 'POST /api/v1/projects/get_project',
        timing: await measure(() =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/projects/get_project',
            headers,
            payload: { projectId: world.projectId },
          }),
        ),
        floor: floorTiming,
      },
    ]);
  } finally {
    await floor.close();
  }
}
