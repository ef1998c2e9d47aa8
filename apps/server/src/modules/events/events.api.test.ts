import type { LiveEvent } from '@kaizen/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedWorld, signIn, signInAll, type RoleName, type World } from '../../../test/factories.js';
import { unique, useManagementApp } from '../../../test/management-helpers.js';
import { addCard, chainProject } from '../../../test/status-helpers.js';
import { buildTestApp, testDatabaseUrl, type TestApp } from '../../../test/test-app.js';
import { makeTree } from '../../../test/tree-factory.js';
import type { App } from '../../app.js';
import { insertProject } from '../../db/seeds/records.js';
import { LocalEventBus, PostgresEventBus } from './event-bus.js';

/** One message of a server-sent event stream. */
interface SseMessage {
  event: string;
  data: string;
}

function parseBlock(block: string): SseMessage | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    if (line.startsWith('event:')) event = line.slice('event:'.length).trim();
    else if (line.startsWith('data:')) data.push(line.slice('data:'.length).trimStart());
  }
  return data.length === 0 && event === 'message' ? null : { event, data: data.join('\n') };
}

/** An open GET /api/v1/events stream over real HTTP, read as it arrives. */
class EventStream {
  private readonly messages: SseMessage[] = [];
  private readonly waiters: (() => void)[] = [];
  private cursor = 0;
  private ended = false;

  constructor(
    private readonly controller: AbortController,
    body: ReadableStream<Uint8Array>,
  ) {
    void this.pump(body);
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  private async pump(body: ReadableStream<Uint8Array>) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const message = parseBlock(buffer.slice(0, end));
          if (message) this.messages.push(message);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        this.wake();
      }
    } catch {
      // Aborted by close().
    } finally {
      this.ended = true;
      this.wake();
    }
  }

  /** The next message, waiting at most timeoutMs for it. */
  async next(timeoutMs = 10_000): Promise<SseMessage> {
    const deadline = Date.now() + timeoutMs;
    while (this.cursor >= this.messages.length) {
      if (this.ended) throw new Error('the event stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    const message = this.messages[this.cursor] as SseMessage;
    this.cursor += 1;
    return message;
  }

  /** The next data message, as the live event it carries. */
  async nextEvent(timeoutMs?: number): Promise<LiveEvent> {
    const message = await this.next(timeoutMs);
    expect(message.event).toBe('message');
    return JSON.parse(message.data) as LiveEvent;
  }

  /** The next n live events, ordered by type (one request's events are sent together, in no set order). */
  async nextEvents(n: number): Promise<LiveEvent[]> {
    const events: LiveEvent[] = [];
    for (let i = 0; i < n; i += 1) events.push(await this.nextEvent());
    return events.sort((a, b) => a.type.localeCompare(b.type));
  }

  /** Messages received and not yet read. */
  unread(): SseMessage[] {
    return this.messages.slice(this.cursor);
  }

  close() {
    this.controller.abort();
  }
}

/** Every stream a test opened; closed after each test so no connection outlives it. */
const openStreams = new Set<EventStream>();
afterEach(() => {
  for (const stream of openStreams) stream.close();
  openStreams.clear();
});

async function listen(app: App): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 });
}

/**
 * Before an app that listened closes: every stream aborted, and the connections the test's fetch
 * left behind dropped — after an aborted stream, Node's fetch opens a spare connection that sends
 * nothing, and the server's close would wait for fetch to give it up (4 s).
 */
function hangUp(app: App) {
  for (const stream of openStreams) stream.close();
  openStreams.clear();
  app.server.closeAllConnections();
}

interface Refused {
  status: number;
  contentType: string | null;
  body: string;
}

/** GET /api/v1/events over HTTP: a stream that has said 'ready', or the refusal. */
async function openStream(base: string, projectId: number, token?: string): Promise<EventStream | Refused> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/v1/events?project_id=${projectId}`, {
    headers: token ? bearer(token) : {},
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) {
    const refused = {
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: await response.text(),
    };
    controller.abort();
    return refused;
  }
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const stream = new EventStream(controller, response.body);
  openStreams.add(stream);
  return stream;
}

/** A stream that must open; its first message, 'ready', read. */
async function readyStream(base: string, projectId: number, token: string): Promise<EventStream> {
  const stream = await openStream(base, projectId, token);
  if (!(stream instanceof EventStream)) throw new Error(`the stream was refused: ${stream.status} ${stream.body}`);
  expect(await stream.next()).toEqual({ event: 'ready', data: '{}' });
  return stream;
}

/** A POST over HTTP, as the browser makes it. */
async function httpPost(base: string, path: string, payload: unknown, token: string): Promise<number> {
  const response = await fetch(`${base}/api/v1/${path}`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  await response.text();
  return response.status;
}

describe('GET /api/v1/events: live events of one server', () => {
  const ctx = useManagementApp();
  let base: string;
  beforeAll(async () => {
    base = await listen(ctx.t.app);
  });
  // Runs before useManagementApp closes the app (after-all hooks run last registered first).
  afterAll(() => hangUp(ctx.t.app));

  const userId = (role: RoleName) => ctx.world.users[role].id;

  it("starts with 'event: ready' and then says nothing until something changes", async () => {
    const chain = await chainProject(ctx);
    const stream = await readyStream(base, chain.projectId, ctx.tokens.member);
    expect(
      await httpPost(base, 'managements/create_factor', { task_id: chain.task, factor: '最初' }, ctx.tokens.admin),
    ).toBe(200);
    // The first message after 'ready' is the edit's.
    expect(await stream.next()).toEqual({
      event: 'message',
      data: JSON.stringify({ type: 'tree', project_id: chain.projectId, user_id: userId('admin') }),
    });
  });

  it("sends an edit by another user as {type: 'tree', project_id, user_id}", async () => {
    const chain = await chainProject(ctx);
    const stream = await readyStream(base, chain.projectId, ctx.tokens.member);
    expect(
      await httpPost(
        base,
        'managements/create_factor',
        { task_id: chain.task, factor: '新しい要因' },
        ctx.tokens.manager,
      ),
    ).toBe(200);
    expect(await stream.nextEvent()).toEqual({ type: 'tree', project_id: chain.projectId, user_id: userId('manager') });
    // One event per edit.
    expect(await httpPost(base, 'managements/delete_kpi', { id: chain.kpi }, ctx.tokens.admin)).toBe(200);
    expect(await stream.nextEvent()).toEqual({ type: 'tree', project_id: chain.projectId, user_id: userId('admin') });
    expect(stream.unread()).toEqual([]);
  });

  it("sends a status move as a 'tree' and a 'notification' event, a memo as 'tree' only", async () => {
    const chain = await chainProject(ctx);
    const measure = await addCard(ctx, chain, 'measure', 'ライブ施策', 1);
    const stream = await readyStream(base, chain.projectId, ctx.tokens.member);
    expect(
      await httpPost(
        base,
        'statuses/update_measure_status',
        { status: { id: measure, status: 4 } },
        ctx.tokens.manager,
      ),
    ).toBe(200);
    const manager = userId('manager');
    expect(await stream.nextEvents(2)).toEqual([
      { type: 'notification', project_id: chain.projectId, user_id: manager },
      { type: 'tree', project_id: chain.projectId, user_id: manager },
    ]);
    expect(
      await httpPost(
        base,
        'statuses/update_measure_status',
        { status: { id: measure, memo: '確認済み' } },
        ctx.tokens.admin,
      ),
    ).toBe(200);
    // The memo's tree event, then a marker edit: nothing in between.
    expect(
      await httpPost(base, 'managements/create_factor', { task_id: chain.task, factor: '印' }, ctx.tokens.member),
    ).toBe(200);
    expect([await stream.nextEvent(), await stream.nextEvent()]).toEqual([
      { type: 'tree', project_id: chain.projectId, user_id: userId('admin') },
      { type: 'tree', project_id: chain.projectId, user_id: userId('member') },
    ]);
    // The notification is there to refetch.
    const list = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/v1/notifications?project_id=${chain.projectId}`,
      headers: bearer(ctx.tokens.member),
    });
    expect(list.json<{ unread_count: number }>().unread_count).toBe(1);
  });

  it('sends nothing for a refused edit (400, 403, 404)', async () => {
    const chain = await chainProject(ctx);
    const measure = await addCard(ctx, chain, 'measure', '拒否施策', 1);
    const stream = await readyStream(base, chain.projectId, ctx.tokens.member);
    const manager = ctx.tokens.manager;
    expect(await httpPost(base, 'managements/create_factor', { task_id: chain.task, factor: '' }, manager)).toBe(400);
    expect(
      await httpPost(base, 'statuses/update_measure_status', { status: { id: measure, status: 99 } }, manager),
    ).toBe(400);
    expect(
      await httpPost(
        base,
        'statuses/update_schedule',
        { id: measure, preparation: { start: '2026-05-02', end: '2026-05-01' } },
        manager,
      ),
    ).toBe(400);
    expect(
      await httpPost(base, 'statuses/update_kpi_status', { status: { id: chain.kpi, status: 2 } }, ctx.tokens.client),
    ).toBe(403);
    expect(await httpPost(base, 'managements/create_factor', { task_id: 999_999, factor: '迷子' }, manager)).toBe(404);
    expect(await httpPost(base, 'statuses/update_task_status', { status: { id: 999_999, status: 2 } }, manager)).toBe(
      404,
    );
    // Markers: the first events to arrive are theirs.
    expect(
      await httpPost(base, 'managements/create_factor', { task_id: chain.task, factor: '印1' }, ctx.tokens.admin),
    ).toBe(200);
    expect(await stream.nextEvent()).toEqual({ type: 'tree', project_id: chain.projectId, user_id: userId('admin') });
    expect(
      await httpPost(base, 'managements/create_factor', { task_id: chain.task, factor: '印2' }, ctx.tokens.member),
    ).toBe(200);
    expect(await stream.nextEvent()).toEqual({ type: 'tree', project_id: chain.projectId, user_id: userId('member') });
    expect(stream.unread()).toEqual([]);
  });

  it("does not send an edit of another project to this project's stream", async () => {
    const mine = await chainProject(ctx);
    const other = await chainProject(ctx);
    const stream = await readyStream(base, mine.projectId, ctx.tokens.member);
    const otherStream = await readyStream(base, other.projectId, ctx.tokens.member);
    expect(
      await httpPost(base, 'statuses/update_kpi_status', { status: { id: other.kpi, status: 5 } }, ctx.tokens.manager),
    ).toBe(200);
    expect(await otherStream.nextEvents(2)).toEqual([
      { type: 'notification', project_id: other.projectId, user_id: userId('manager') },
      { type: 'tree', project_id: other.projectId, user_id: userId('manager') },
    ]);
    expect(
      await httpPost(base, 'managements/create_factor', { task_id: mine.task, factor: '印' }, ctx.tokens.admin),
    ).toBe(200);
    expect(await stream.nextEvent()).toEqual({ type: 'tree', project_id: mine.projectId, user_id: userId('admin') });
    expect(stream.unread()).toEqual([]);
  });

  it("streams to a client user of the project's company, changes by staff included", async () => {
    const projectId = await insertProject(ctx.t.db, ctx.world.clientCompanyId, unique('顧客'));
    const ids = await makeTree(ctx.t.db, projectId, '顧客');
    const stream = await readyStream(base, projectId, ctx.tokens.client);
    expect(
      await httpPost(
        base,
        'statuses/update_measure_status',
        { status: { id: ids.measure, status: 2 } },
        ctx.tokens.member,
      ),
    ).toBe(200);
    expect(await stream.nextEvents(2)).toEqual([
      { type: 'notification', project_id: projectId, user_id: userId('member') },
      { type: 'tree', project_id: projectId, user_id: userId('member') },
    ]);
  });

  it('ends its open streams when the server shuts down, so the shutdown does not wait for them', async () => {
    const t = await buildTestApp();
    let closed = false;
    let closing: Promise<void> | undefined;
    try {
      const world = await seedWorld(t.db);
      const token = await signIn(t.app, world.users.member.account);
      const stream = await readyStream(await listen(t.app), world.projectId, token);
      closing = t.close().then(() => {
        closed = true;
      });
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([closing, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
      clearTimeout(timer);
      expect(closed).toBe(true);
      await expect(stream.next(5_000)).rejects.toThrow('the event stream ended');
    } finally {
      if (!closed) {
        hangUp(t.app);
        await (closing ?? t.close());
      }
    }
  });

  it("refuses a signed-out caller with 401 and another company's client user with 404, opening no stream", async () => {
    const { projectId } = await chainProject(ctx);
    const signedOut = await openStream(base, projectId);
    expect(signedOut).toMatchObject({ status: 401, contentType: expect.stringContaining('application/json') });
    const other = await openStream(base, projectId, ctx.tokens.otherClient);
    expect(other).toMatchObject({ status: 404, contentType: expect.stringContaining('application/json') });
    expect((other as Refused).body).toContain('not_found');
    const bad = await openStream(base, 0, ctx.tokens.member);
    expect(bad).toMatchObject({ status: 400 });
  });
});

/** Two apps listening, signed-in people, a stream helper; built in beforeAll, closed in afterAll. */
function useTwoInstances() {
  const state = {} as {
    a: TestApp;
    b: TestApp;
    baseA: string;
    baseB: string;
    world: World;
    tokens: Record<RoleName, string>;
  };
  beforeAll(async () => {
    state.a = await buildTestApp();
    state.b = await buildTestApp({}, { sharing: state.a });
    state.world = await seedWorld(state.a.db);
    state.tokens = await signInAll(state.a.app, state.world);
    state.baseA = await listen(state.a.app);
    state.baseB = await listen(state.b.app);
  });
  afterAll(async () => {
    if (state.b) hangUp(state.b.app);
    if (state.a) hangUp(state.a.app);
    await state.b?.close();
    await state.a?.close();
  });
  return state;
}

if (testDatabaseUrl()) {
  describe('GET /api/v1/events across two server instances on one PostgreSQL database', () => {
    const s = useTwoInstances();

    it('runs both instances on the PostgreSQL bus (LISTEN/NOTIFY), on one schema', () => {
      expect(s.a.app.events).toBeInstanceOf(PostgresEventBus);
      expect(s.b.app.events).toBeInstanceOf(PostgresEventBus);
      expect(s.b.pg?.schema).toBe(s.a.pg?.schema);
      expect(s.b.db).not.toBe(s.a.db);
    });

    it('delivers a change made through instance A to a stream opened on instance B', async () => {
      const projectId = await insertProject(s.a.db, s.world.clientCompanyId, unique('二台'));
      const ids = await makeTree(s.a.db, projectId, '二台');
      const onB = await readyStream(s.baseB, projectId, s.tokens.member);
      const onA = await readyStream(s.baseA, projectId, s.tokens.member);
      const manager = s.world.users.manager.id;

      expect(
        await httpPost(
          s.baseA,
          'managements/create_factor',
          { task_id: ids.task, factor: 'Aで追加' },
          s.tokens.manager,
        ),
      ).toBe(200);
      const tree = { type: 'tree', project_id: projectId, user_id: manager };
      expect(await onB.nextEvent()).toEqual(tree);
      expect(await onA.nextEvent()).toEqual(tree);

      expect(
        await httpPost(
          s.baseA,
          'statuses/update_measure_status',
          { status: { id: ids.measure, status: 4 } },
          s.tokens.manager,
        ),
      ).toBe(200);
      const both = [{ type: 'notification', project_id: projectId, user_id: manager }, tree];
      expect(await onB.nextEvents(2)).toEqual(both);
      expect(await onA.nextEvents(2)).toEqual(both);

      // And the other way round: a change through B reaches A.
      expect(
        await httpPost(s.baseB, 'managements/create_factor', { task_id: ids.task, factor: 'Bで追加' }, s.tokens.admin),
      ).toBe(200);
      const fromB = { type: 'tree', project_id: projectId, user_id: s.world.users.admin.id };
      expect(await onA.nextEvent()).toEqual(fromB);
      expect(await onB.nextEvent()).toEqual(fromB);

      // What B shows after the event is what A wrote.
      const board = await s.b.app.inject({
        method: 'GET',
        url: `/api/v1/statuses?project_id=${projectId}`,
        headers: bearer(s.tokens.member),
      });
      const check = board.json<{ measure_status: { key: string; items: { id: number }[] }[] }>().measure_status;
      expect(check.find((c) => c.key === 'check')?.items.map((card) => card.id)).toEqual([ids.measure]);
    });

    it('sends nothing across for a refused edit, nor for another project', async () => {
      const projectId = await insertProject(s.a.db, s.world.clientCompanyId, unique('二台拒否'));
      const otherId = await insertProject(s.a.db, s.world.clientCompanyId, unique('二台別'));
      const ids = await makeTree(s.a.db, projectId, '拒否');
      const otherIds = await makeTree(s.a.db, otherId, '別');
      const onB = await readyStream(s.baseB, projectId, s.tokens.member);
      expect(
        await httpPost(s.baseA, 'managements/create_factor', { task_id: ids.task, factor: '' }, s.tokens.manager),
      ).toBe(400);
      expect(
        await httpPost(
          s.baseA,
          'managements/create_factor',
          { task_id: otherIds.task, factor: '別案件' },
          s.tokens.manager,
        ),
      ).toBe(200);
      expect(
        await httpPost(s.baseA, 'managements/create_factor', { task_id: ids.task, factor: '印' }, s.tokens.admin),
      ).toBe(200);
      expect(await onB.nextEvent()).toEqual({ type: 'tree', project_id: projectId, user_id: s.world.users.admin.id });
      expect(onB.unread()).toEqual([]);
    });

    it('keeps apart servers on another schema of the same database', async () => {
      // A third server with a database of its own: the same project ids, another schema.
      const c = await buildTestApp();
      try {
        const worldC = await seedWorld(c.db);
        const tokensC = await signInAll(c.app, worldC);
        const baseC = await listen(c.app);
        const projectId = await insertProject(s.a.db, s.world.clientCompanyId, unique('分離'));
        const ids = await makeTree(s.a.db, projectId, '分離');
        let projectC = await insertProject(c.db, worldC.clientCompanyId, unique('分離C'));
        while (projectC < projectId) projectC = await insertProject(c.db, worldC.clientCompanyId, unique('分離C'));
        expect(projectC).toBe(projectId);
        const idsC = await makeTree(c.db, projectC, '分離C');
        const onC = await readyStream(baseC, projectC, tokensC.member);

        expect(
          await httpPost(s.baseA, 'managements/create_factor', { task_id: ids.task, factor: 'A側' }, s.tokens.manager),
        ).toBe(200);
        expect(
          await httpPost(baseC, 'managements/create_factor', { task_id: idsC.task, factor: 'C側' }, tokensC.admin),
        ).toBe(200);
        expect(await onC.nextEvent()).toEqual({ type: 'tree', project_id: projectC, user_id: worldC.users.admin.id });
        expect(onC.unread()).toEqual([]);
      } finally {
        hangUp(c.app);
        await c.close();
      }
    });
  });
} else {
  describe('GET /api/v1/events with one server process (SQLite: the two-instance test runs on PostgreSQL)', () => {
    const s = {} as { t: TestApp; base: string; world: World; tokens: Record<RoleName, string> };
    beforeAll(async () => {
      s.t = await buildTestApp();
      s.world = await seedWorld(s.t.db);
      s.tokens = await signInAll(s.t.app, s.world);
      s.base = await listen(s.t.app);
    });
    afterAll(async () => {
      if (s.t) hangUp(s.t.app);
      await s.t?.close();
    });

    it('uses the in-process bus on SQLite, and refuses to share an SQLite database with a second instance', async () => {
      expect(s.t.app.events).toBeInstanceOf(LocalEventBus);
      expect(s.t.app.events).not.toBeInstanceOf(PostgresEventBus);
      await expect(buildTestApp({}, { sharing: s.t })).rejects.toThrow('PostgreSQL');
    });

    it('single process only: delivers a change made over HTTP to every stream of the project on the same instance', async () => {
      const projectId = await insertProject(s.t.db, s.world.clientCompanyId, unique('一台'));
      const ids = await makeTree(s.t.db, projectId, '一台');
      const first = await readyStream(s.base, projectId, s.tokens.member);
      const second = await readyStream(s.base, projectId, s.tokens.client);
      expect(
        await httpPost(
          s.base,
          'statuses/update_measure_status',
          { status: { id: ids.measure, status: 4 } },
          s.tokens.manager,
        ),
      ).toBe(200);
      const manager = s.world.users.manager.id;
      const both = [
        { type: 'notification', project_id: projectId, user_id: manager },
        { type: 'tree', project_id: projectId, user_id: manager },
      ];
      expect(await first.nextEvents(2)).toEqual(both);
      expect(await second.nextEvents(2)).toEqual(both);
    });
  });
}
