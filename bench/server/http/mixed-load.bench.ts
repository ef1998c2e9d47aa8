import type { ChildServer } from './child-server.js';
import { alignColumns } from './columns.js';
import { ms, summarize } from './latency.js';
import { signIn } from './sign-in.js';
import { runVirtualUsers, type Sample, type Session, type VirtualUser } from './virtual-users.js';

const USERS = 50;
const CLIENT_USERS = 10;
const WARMUP_SECONDS = 3;
const PACED_SECONDS = 20;
const FLAT_OUT_SECONDS = 10;
/** A user busy on the app: a call every half second or so (a page opened fires several at once). */
const THINK_MS = 500;

const staffAccounts = ['manager', 'member', 'admin'];
const clientAccounts = ['client', 'client2'];
async function getJson<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const projectIdsOf = async (baseUrl: string, token: string) =>
  (await getJson<{ projects: { id: number }[] }>(baseUrl, token, '/api/v1/projects')).projects.map((p) => p.id);

/** A task card of the project's board, whose memo the staff users edit; undefined when the board has none. */
async function boardTaskOf(baseUrl: string, token: string, projectId: number): Promise<number | undefined> {
  const board = await getJson<{ task_status: { items: { id: number }[] }[] }>(
    baseUrl,
    token,
    `/api/v1/statuses?project_id=${projectId}`,
  );
  return board.task_status.flatMap((column) => column.items)[0]?.id;
}

function ok(answer: { status: number }, what: string): void {
  if (answer.status >= 400) throw new Error(`${what} answered ${answer.status}`);
}

/**
 * A staff user working on one project: opens the list, the tree (tree_columns, as the management page
 * reads it), the board, the notifications and the dashboard, and edits: a memo on the board, a task
 * made and deleted again on the tree. 16 calls, 3 of them writes.
 */
function staffScript(projectId: number, taskId: number | undefined) {
  const q = `?project_id=${projectId}`;
  return async (s: Session) => {
    await s.call({ method: 'GET', path: '/api/v1/projects' });
    await s.call({ method: 'GET', path: '/api/v1/users/me' });
    await s.call({ method: 'GET', path: `/api/v1/managements/tree_columns${q}` });
    await s.call({ method: 'GET', path: `/api/v1/notifications${q}` });
    await s.call({ method: 'GET', path: `/api/v1/statuses${q}` });
    if (taskId !== undefined) {
      const memo = `負荷試験のメモ ${Date.now()}`;
      ok(
        await s.call({
          method: 'POST',
          path: '/api/v1/statuses/update_task_status',
          body: { status: { id: taskId, memo } },
        }),
        'memo',
      );
    }
    await s.call({ method: 'GET', path: `/api/v1/statuses${q}` });
    await s.call({ method: 'GET', path: `/api/v1/managements/tree_columns${q}` });
    const created = await s.call({
      method: 'POST',
      path: '/api/v1/managements/create_task',
      body: { project_id: projectId, is_non_kpi: 1, task: '負荷試験で作った課題' },
    });
    ok(created, 'create_task');
    const { id } = created.json() as { id: number };
    await s.call({ method: 'GET', path: `/api/v1/managements/tree_columns${q}` });
    ok(await s.call({ method: 'POST', path: '/api/v1/managements/delete_task', body: { id } }), 'delete_task');
    await s.call({ method: 'GET', path: `/api/v1/managements/tree_columns${q}` });
    await s.call({ method: 'GET', path: `/api/v1/pb_dashboards/summary${q}` });
    await s.call({ method: 'GET', path: `/api/v1/notifications${q}` });
    await s.call({ method: 'GET', path: '/api/v1/projects' });
    await s.call({ method: 'GET', path: `/api/v1/statuses${q}` });
  };
}

/** A client user reading its own company's project: 10 calls, no writes. */
function clientScript(projectId: number) {
  const q = `?project_id=${projectId}`;
  return async (s: Session) => {
    await s.call({ method: 'GET', path: '/api/v1/projects' });
    await s.call({ method: 'GET', path: '/api/v1/users/me' });
    await s.call({ method: 'GET', path: `/api/v1/pb_dashboards/summary${q}` });
    await s.call({ method: 'GET', path: `/api/v1/managements/tree_columns${q}` });
    await s.call({ method: 'GET', path: `/api/v1/statuses${q}` });
    await s.call({ method: 'GET', path: `/api/v1/notifications${q}` });
    await s.call({ method: 'GET', path: `/api/v1/managements/tree_columns${q}` });
    await s.call({ method: 'GET', path: `/api/v1/pb_dashboards/summary${q}` });
    await s.call({ method: 'GET', path: '/api/v1/projects' });
    await s.call({ method: 'GET', path: `/api/v1/statuses${q}` });
  };
}

/** 40 staff users spread over the demo projects and 10 client users on their company's, signed in once per account. */
async function demoUsers(baseUrl: string): Promise<VirtualUser[]> {
  const staffTokens = await Promise.all(staffAccounts.map((account) => signIn(baseUrl, account, 'admin')));
  const clients = await Promise.all(
    clientAccounts.map(async (account) => {
      const token = await signIn(baseUrl, account, 'client');
      return { token, projectIds: await projectIdsOf(baseUrl, token) };
    }),
  );
  const staffToken = staffTokens[0] as string;
  const projectIds = await projectIdsOf(baseUrl, staffToken);
  const tasks = new Map(
    await Promise.all(projectIds.map(async (id) => [id, await boardTaskOf(baseUrl, staffToken, id)] as const)),
  );

  return Array.from({ length: USERS }, (_, i): VirtualUser => {
    if (i < USERS - CLIENT_USERS) {
      const projectId = projectIds[i % projectIds.length] as number;
      return {
        token: staffTokens[i % staffTokens.length] as string,
        script: staffScript(projectId, tasks.get(projectId)),
      };
    }
    const client = clients[i % clients.length] as (typeof clients)[number];
    return { token: client.token, script: clientScript(client.projectIds[i % client.projectIds.length] as number) };
  });
}

function summaryRow(label: string, samples: Sample[], seconds: number): string[] {
  const latency = summarize(samples.map((sample) => sample.ms));
  const errors = samples.filter((sample) => sample.status === 0 || sample.status >= 400).length;
  return [
    label,
    String(samples.length),
    (samples.length / seconds).toFixed(0),
    ms(latency.p50),
    ms(latency.p95),
    ms(latency.p99),
    ms(latency.max),
    String(errors),
  ];
}

/** Each failing call and status with its count, e.g. `POST /api/v1/managements/create_task → 500 ×2`. */
function errorLines(samples: Sample[]): string[] {
  const counts = new Map<string, number>();
  for (const sample of samples) {
    if (sample.status !== 0 && sample.status < 400) continue;
    const key = `${sample.label} → ${sample.status === 0 ? 'connection error' : sample.status}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, count]) => `  error: ${key} ×${count}`);
}

/** The paced run's calls one by one, slowest p95 first. */
function perCallRows(samples: Sample[]): string[][] {
  const byLabel = new Map<string, Sample[]>();
  for (const sample of samples) byLabel.set(sample.label, [...(byLabel.get(sample.label) ?? []), sample]);
  return [...byLabel]
    .map(([label, own]) => ({ label, own, latency: summarize(own.map((sample) => sample.ms)) }))
    .sort((a, b) => b.latency.p95 - a.latency.p95)
    .map(({ label, own, latency }) => [label, String(own.length), ms(latency.p50), ms(latency.p95), ms(latency.p99)]);
}

/**
 * 50 users at once, each on a connection of its own: paced (a think time before each call) as an
 * office at its busiest, then back to back as a stress figure. The demo projects are small; the
 * 21,220-node project has a bench of its own (management).
 */
export async function benchMixedLoad(server: ChildServer): Promise<string> {
  const users = await demoUsers(server.baseUrl);
  const run = (seconds: number, thinkMs: number) =>
    runVirtualUsers({ baseUrl: server.baseUrl, users, seconds, thinkMs });
  await run(WARMUP_SECONDS, 0);
  const paced = await run(PACED_SECONDS, THINK_MS);
  const flatOut = await run(FLAT_OUT_SECONDS, 0);

  return [
    `Mixed load: ${USERS} users (${USERS - CLIENT_USERS} staff reading and editing, 3 writes in 16 calls; ${CLIENT_USERS} client users reading)`,
    ...alignColumns(
      ['', 'calls', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors'],
      [
        summaryRow(`paced (think ${THINK_MS / 1000} s on average)`, paced.samples, paced.seconds),
        summaryRow('back to back (no think time)', flatOut.samples, flatOut.seconds),
      ],
    ),
    ...errorLines([...paced.samples, ...flatOut.samples]),
    'paced, per call:',
    ...alignColumns(['', 'calls', 'p50 ms', 'p95 ms', 'p99 ms'], perCallRows(paced.samples)).map((line) => `  ${line}`),
  ].join('\n');
}
