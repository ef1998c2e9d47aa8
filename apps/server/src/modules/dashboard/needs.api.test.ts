import {
  CLIENT_ROLE_NUM,
  needMessages,
  ROLE_GENERAL,
  type Need,
  type NeedsResponse,
  type Notification,
  type TaskNode,
} from '@kaizen/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from 'kysely';
import { insertUser } from '../../db/seeds/records.js';
import type { Database, Db } from '../../db/types.js';
import { actorFrom, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { call, snapshot } from '../../../test/api-helpers.js';
import { ownCompanyRoute, treeEditRoute } from '../../../test/access-expectations.js';
import { signIn, TEST_PASSWORD } from '../../../test/factories.js';
import {
  expectBadInput,
  expectError,
  newProject,
  create,
  post as postManagement,
  get as getManagement,
  useManagementApp,
  type ManagementContext,
  type Response,
} from '../../../test/management-helpers.js';
import { allowClientEdit } from '../../../test/measure-report-helpers.js';
import { statusesFor } from '../../../test/monthly-report-helpers.js';
import { answerNeed, changeNeed, needToTask, removeNeed } from './needs.service.js';

const ctx: ManagementContext = useManagementApp();

/** A second client user of the client's company: may read and write needs, not change the first one's. */
let colleague: string;
beforeAll(async () => {
  await insertUser(ctx.t.db, {
    companyId: ctx.world.clientCompanyId,
    account: 't-client-colleague',
    name: '同僚 さん',
    password: TEST_PASSWORD,
    role: ROLE_GENERAL,
    roleNum: CLIENT_ROLE_NUM,
  });
  colleague = await signIn(ctx.t.app, 't-client-colleague');
});

const post = (path: string, payload: unknown, token = ctx.tokens.client) =>
  call(ctx.t.app, 'POST', `/api/v1/pb_dashboards/${path}`, { token, payload });
const get = (projectId: number | string, token = ctx.tokens.client) =>
  call(ctx.t.app, 'GET', `/api/v1/pb_dashboards/get_needs?project_id=${projectId}`, { token });

function needOf(response: Response): Need {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ need: Need }>().need;
}

async function needsOf(projectId: number, token = ctx.tokens.client): Promise<NeedsResponse> {
  const response = await get(projectId, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NeedsResponse>();
}

/** A need written by the project's client user (or whoever's token is given). */
async function createNeed(projectId: number, fields: Record<string, unknown> = {}, token = ctx.tokens.client) {
  return needOf(
    await post('create_need', { project_id: projectId, title: '商品ページの表示を速くしたい', ...fields }, token),
  );
}

const needTables: (keyof Database)[] = ['needs', 'tasks', 'notifications'];
const needSnapshot = () => snapshot(ctx.t.db, needTables);

async function inboxOf(projectId: number): Promise<TaskNode[]> {
  const response = await getManagement(ctx, '/get_unorganized_task', { project_id: projectId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ unorganized_task: TaskNode[] }>().unorganized_task;
}

async function notificationsOf(projectId: number, token = ctx.tokens.member): Promise<Notification[]> {
  const response = await call(ctx.t.app, 'GET', `/api/v1/notifications?project_id=${projectId}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ notifications: Notification[] }>().notifications;
}

describe('GET /api/v1/pb_dashboards/get_needs', () => {
  it('answers an empty list, and what the caller may do', async () => {
    const projectId = await newProject(ctx);
    expect(await needsOf(projectId)).toEqual({ needs: [], can_answer: false, can_create: true });
    expect(await needsOf(projectId, ctx.tokens.member)).toEqual({ needs: [], can_answer: true, can_create: true });
  });

  it('lists 未対応 first, then by priority, newest first within', async () => {
    const projectId = await newProject(ctx);
    const low = await createNeed(projectId, { title: '低い要望', priority: 3 });
    const highOld = await createNeed(projectId, { title: '高い要望（古い）', priority: 1 });
    const highNew = await createNeed(projectId, { title: '高い要望（新しい）', priority: 1 });
    const done = await createNeed(projectId, { title: '済んだ要望', priority: 1 });
    needOf(await post('answer_need', { id: done.id, answer: '対応しました', status: 3 }, ctx.tokens.member));
    const { needs } = await needsOf(projectId);
    expect(needs.map((n) => n.id)).toEqual([highNew.id, highOld.id, low.id, done.id]);
  });

  it('refuses a bad project id (400) and another company’s project (404)', async () => {
    expectBadInput(await get('abc'), 'project_id');
    expectError(await get(ctx.world.otherProjectId), 404, 'not_found');
    expectError(await get(999_999, ctx.tokens.member), 404, 'not_found');
  });

  it('is for whoever reads the project', async () => {
    const projectId = ctx.world.projectId;
    expect(await statusesFor(ctx, (token) => get(projectId, token))).toEqual(ownCompanyRoute());
  });
});

describe('POST /api/v1/pb_dashboards/create_need', () => {
  it('saves a client’s need in Japanese, 未対応, editable by its author, and announces it to the project', async () => {
    const projectId = await newProject(ctx);
    const need = await createNeed(projectId, {
      title: '  商品ページの表示を速くしたい  ',
      detail: 'スマートフォンで商品ページが重く、離脱が増えている気がします。',
      priority: 1,
    });
    expect(need).toEqual({
      id: expect.any(Number),
      project_id: projectId,
      title: '商品ページの表示を速くしたい',
      detail: 'スマートフォンで商品ページが重く、離脱が増えている気がします。',
      priority: 1,
      status: 1,
      answer: '',
      answered_by_name: null,
      answered_at: null,
      task: null,
      created_by_name: 't-client さん',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      can_edit: true,
    });
    const listed = await needsOf(projectId, colleague);
    // Another client of the company reads it, but may not change it.
    expect(listed.needs).toEqual([{ ...need, can_edit: false }]);
    expect((await needsOf(projectId, ctx.tokens.member)).needs[0]?.can_edit).toBe(true);

    const notes = (await notificationsOf(projectId)).filter((n) => n.kind === 'client_need');
    expect(notes.map((n) => [n.action_page, n.action_target, n.user_name])).toEqual([
      ['ダッシュボード', '商品ページの表示を速くしたい', 't-client さん'],
    ]);
    // The client's company sees it too; its author, who wrote it, is not told of it.
    expect((await notificationsOf(projectId, colleague)).some((n) => n.kind === 'client_need')).toBe(true);
    expect((await notificationsOf(projectId, ctx.tokens.client)).some((n) => n.kind === 'client_need')).toBe(false);
  });

  it('takes 中 when no priority is sent; a staff member’s need is not announced', async () => {
    const projectId = await newProject(ctx);
    const need = await createNeed(projectId, { title: '社内からの登録' }, ctx.tokens.manager);
    expect([need.priority, need.detail, need.created_by_name]).toEqual([2, '', 't-manager さん']);
    expect((await notificationsOf(projectId)).filter((n) => n.kind === 'client_need')).toEqual([]);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const projectId = await newProject(ctx);
    const before = await needSnapshot();
    const send = (payload: Record<string, unknown>) => post('create_need', { project_id: projectId, ...payload });
    expectBadInput(await send({}), 'title');
    expectBadInput(await send({ title: '   ' }), 'title');
    expectBadInput(await send({ title: 'あ'.repeat(101) }), 'title');
    expectBadInput(await send({ title: '要望', detail: 'あ'.repeat(2001) }), 'detail');
    expectBadInput(await send({ title: '要望', priority: 4 }), 'priority');
    expectBadInput(await send({ title: '要望', priority: '高' }), 'priority');
    expectBadInput(await post('create_need', { project_id: 'x', title: '要望' }), 'project_id');
    const malformed = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/v1/pb_dashboards/create_need',
      headers: { authorization: `Bearer ${ctx.tokens.client}`, 'content-type': 'application/json' },
      payload: '{"project_id":',
    });
    expect(malformed.statusCode, malformed.body).toBe(400);
    expect(await needSnapshot()).toEqual(before);
  });

  it('needs only read access: the project’s client writes one without client editing; another company 404', async () => {
    const projectId = await newProject(ctx);
    const before = await needSnapshot();
    expectError(
      await post('create_need', { project_id: projectId, title: '要望' }, ctx.tokens.otherClient),
      404,
      'not_found',
    );
    expectError(await post('create_need', { project_id: projectId, title: '要望' }, ''), 401, 'unauthenticated');
    expect(await needSnapshot()).toEqual(before);
    const statuses = await statusesFor(ctx, (token) =>
      post('create_need', { project_id: projectId, title: '役割ごとの要望' }, token),
    );
    expect(statuses).toEqual(ownCompanyRoute());
    await allowClientEdit(ctx, projectId);
    needOf(await post('create_need', { project_id: projectId, title: '編集許可後の要望' }));
  });
});

describe('POST /api/v1/pb_dashboards/update_need', () => {
  it('lets its author change title, detail and priority while 未対応', async () => {
    const projectId = await newProject(ctx);
    const need = await createNeed(projectId);
    const updated = needOf(await post('update_need', { id: need.id, title: '表示速度の改善', priority: 3 }));
    expect([updated.title, updated.detail, updated.priority]).toEqual(['表示速度の改善', '', 3]);
    const detailed = needOf(await post('update_need', { id: need.id, detail: '特に画像が重いです' }));
    expect([detailed.title, detailed.detail]).toEqual(['表示速度の改善', '特に画像が重いです']);
    // Staff may too.
    expect(needOf(await post('update_need', { id: need.id, priority: 1 }, ctx.tokens.member)).priority).toBe(1);
  });

  it('refuses another client of the company (403) and another company (404), writing nothing', async () => {
    const projectId = await newProject(ctx);
    const need = await createNeed(projectId);
    const before = await needSnapshot();
    expectError(
      await post('update_need', { id: need.id, title: '横から変更' }, colleague),
      403,
      'forbidden',
      needMessages.notAuthor,
    );
    expectError(
      await post('update_need', { id: need.id, title: '横から変更' }, ctx.tokens.otherClient),
      404,
      'not_found',
    );
    expectError(await post('update_need', { id: need.id, title: '横から変更' }, ''), 401, 'unauthenticated');
    expect(await needSnapshot()).toEqual(before);
  });

  it('refuses everyone once work has started on it (対応中, or turned into a task)', async () => {
    const projectId = await newProject(ctx);
    const answered = await createNeed(projectId);
    needOf(await post('answer_need', { id: answered.id, status: 2 }, ctx.tokens.member));
    const before = await needSnapshot();
    for (const token of [ctx.tokens.client, ctx.tokens.admin]) {
      expectError(
        await post('update_need', { id: answered.id, title: '変更' }, token),
        403,
        'forbidden',
        needMessages.editClosed,
      );
    }
    const converted = await createNeed(projectId);
    needOf(await post('need_to_task', { id: converted.id }, ctx.tokens.member));
    // Converting moved it to 対応中; even put back to 未対応 it stays closed while it links a task.
    needOf(await post('answer_need', { id: converted.id, status: 1 }, ctx.tokens.member));
    const converted2 = (await needsOf(projectId)).needs.find((n) => n.id === converted.id);
    expect(converted2?.can_edit).toBe(false);
    expectError(
      await post('update_need', { id: converted.id, title: '変更' }),
      403,
      'forbidden',
      needMessages.editClosed,
    );
    expect((await snapshot(ctx.t.db, ['needs'])).needs?.filter((r) => r.includes(`"id":${answered.id},`))).toEqual(
      before.needs?.filter((r) => r.includes(`"id":${answered.id},`)),
    );
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const projectId = await newProject(ctx);
    const need = await createNeed(projectId);
    const before = await needSnapshot();
    expectBadInput(await post('update_need', { id: need.id }), 'title');
    expectBadInput(await post('update_need', { id: need.id, title: '' }), 'title');
    expectBadInput(await post('update_need', { id: need.id, title: '  ' }), 'title');
    expectBadInput(await post('update_need', { id: need.id, priority: 0 }), 'priority');
    expectBadInput(await post('update_need', { id: 'abc', title: '変更' }), 'id');
    expectError(await post('update_need', { id: 999_999, title: '変更' }), 404, 'not_found');
    expect(await needSnapshot()).toEqual(before);
  });
});

describe('POST /api/v1/pb_dashboards/answer_need', () => {
  it('saves staff’s answer with who and when, and the status; an emptied answer clears them', async () => {
    const projectId = await newProject(ctx);
    const need = await createNeed(projectId);
    const answered = needOf(
      await post(
        'answer_need',
        { id: need.id, answer: '画像の圧縮から着手します。来週の定例でご報告します。', status: 2 },
        ctx.tokens.manager,
      ),
    );
    expect(answered).toMatchObject({
      answer: '画像の圧縮から着手します。来週の定例でご報告します。',
      answered_by_name: 't-manager さん',
      status: 2,
      can_edit: false,
    });
    expect(answered.answered_at).toEqual(expect.any(String));
    // The client sees the answer.
    expect((await needsOf(projectId)).needs[0]).toMatchObject({ answer: answered.answer, status: 2 });

    const statusOnly = needOf(await post('answer_need', { id: need.id, status: 3 }, ctx.tokens.member));
    expect([statusOnly.status, statusOnly.answer, statusOnly.answered_by_name]).toEqual([
      3,
      answered.answer,
      't-manager さん',
    ]);
    const cleared = needOf(await post('answer_need', { id: need.id, answer: '' }, ctx.tokens.member));
    expect([cleared.answer, cleared.answered_by_name, cleared.answered_at, cleared.status]).toEqual([
      '',
      null,
      null,
      3,
    ]);
  });

  it('is staff’s: the project’s client 403 even with client editing, another company 404; nothing written', async () => {
    const projectId = await newProject(ctx);
    await allowClientEdit(ctx, projectId);
    const need = await createNeed(projectId);
    const before = await needSnapshot();
    expectError(
      await post('answer_need', { id: need.id, answer: '自分で回答', status: 3 }),
      403,
      'forbidden',
      needMessages.staffOnly,
    );
    expectError(await post('answer_need', { id: need.id, answer: '回答' }, ctx.tokens.otherClient), 404, 'not_found');
    expect(await needSnapshot()).toEqual(before);
    const statuses = await statusesFor(ctx, async (token) =>
      post('answer_need', { id: (await createNeed(projectId)).id, answer: '確認します' }, token),
    );
    expect(statuses).toEqual(treeEditRoute());
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const projectId = await newProject(ctx);
    const need = await createNeed(projectId);
    const before = await needSnapshot();
    const send = (payload: Record<string, unknown>) =>
      post('answer_need', { id: need.id, ...payload }, ctx.tokens.member);
    expectBadInput(await send({}), 'answer');
    expectBadInput(await send({ status: 4 }), 'status');
    expectBadInput(await send({ answer: 'あ'.repeat(2001) }), 'answer');
    expectBadInput(await send({ answer: 12 }), 'answer');
    expect(await needSnapshot()).toEqual(before);
  });
});

describe('POST /api/v1/pb_dashboards/need_to_task', () => {
  it('makes an inbox task titled as the need, links it, shows its live status, and 削除済み once deleted', async () => {
    const projectId = await newProject(ctx);
    const need = await createNeed(projectId, { title: 'カート画面の離脱を減らしたい' });
    const converted = needOf(await post('need_to_task', { id: need.id }, ctx.tokens.member));
    expect(converted.status).toBe(2);
    expect(converted.task).toEqual({
      id: expect.any(Number),
      title: 'カート画面の離脱を減らしたい',
      status_name: '未着手',
      is_deleted: false,
    });
    const taskId = converted.task?.id as number;
    expect((await inboxOf(projectId)).map((t) => [t.id, t.title])).toEqual([[taskId, 'カート画面の離脱を減らしたい']]);

    // The tree changes the task; the need shows it as it is now — to the client too.
    const renamed = await postManagement(ctx, 'create_task', { id: taskId, task: 'カート離脱の改善', status: 3 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await needsOf(projectId)).needs[0]?.task).toEqual({
      id: taskId,
      title: 'カート離脱の改善',
      status_name: '着手中',
      is_deleted: false,
    });

    const deleted = await postManagement(ctx, 'delete_task', { id: taskId });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await needsOf(projectId)).needs[0]?.task).toEqual({
      id: taskId,
      title: null,
      status_name: null,
      is_deleted: true,
    });
    // Still linked: not turned into a task twice.
    expectError(
      await post('need_to_task', { id: need.id }, ctx.tokens.member),
      409,
      'conflict',
      needMessages.alreadyLinked,
    );
  });

  it('shows the task 削除済み while a KPI above it is deleted, and live again once the KPI is back', async () => {
    const projectId = await newProject(ctx);
    const need = await createNeed(projectId);
    const taskId = needOf(await post('need_to_task', { id: need.id }, ctx.tokens.member)).task?.id as number;
    const kpi = await create(ctx, 'kpi', { project_id: projectId, kpi: '購入率' });
    await ctx.t.db.updateTable('tasks').set({ project_kpi_id: kpi }).where('id', '=', taskId).execute();
    const live = { id: taskId, title: need.title, status_name: '未着手', is_deleted: false };
    expect((await needsOf(projectId)).needs[0]?.task).toEqual(live);

    await ctx.t.db.updateTable('kpis').set({ is_deleted: 1 }).where('id', '=', kpi).execute();
    const gone = { id: taskId, title: null, status_name: null, is_deleted: true };
    expect((await needsOf(projectId)).needs[0]?.task).toEqual(gone);
    expect((await needsOf(projectId, ctx.tokens.member)).needs[0]?.task).toEqual(gone);

    await ctx.t.db.updateTable('kpis').set({ is_deleted: 0 }).where('id', '=', kpi).execute();
    expect((await needsOf(projectId)).needs[0]?.task).toEqual(live);
  });

  it('answers 409 for a need already linked, and makes no second task', async () => {
    const projectId = await newProject(ctx);
    const need = await createNeed(projectId);
    needOf(await post('need_to_task', { id: need.id }, ctx.tokens.admin));
    const before = await needSnapshot();
    expectError(
      await post('need_to_task', { id: need.id }, ctx.tokens.member),
      409,
      'conflict',
      needMessages.alreadyLinked,
    );
    expect(await needSnapshot()).toEqual(before);
  });

  it('makes one task when two staff convert the same need at once', async () => {
    const projectId = await newProject(ctx);
    const need = await createNeed(projectId);
    const answers = await Promise.all([
      post('need_to_task', { id: need.id }, ctx.tokens.member),
      post('need_to_task', { id: need.id }, ctx.tokens.manager),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await inboxOf(projectId)).toHaveLength(1);
    const tasks = await ctx.t.db.selectFrom('tasks').select('id').where('project_id', '=', projectId).execute();
    expect(tasks).toHaveLength(1);
  });

  it('is staff’s: the project’s client 403 even with client editing, another company 404; nothing written', async () => {
    const projectId = await newProject(ctx);
    await allowClientEdit(ctx, projectId);
    const need = await createNeed(projectId);
    const before = await needSnapshot();
    expectError(await post('need_to_task', { id: need.id }), 403, 'forbidden', needMessages.staffOnly);
    expectError(await post('need_to_task', { id: need.id }, ctx.tokens.otherClient), 404, 'not_found');
    expectError(await post('need_to_task', { id: need.id }, ''), 401, 'unauthenticated');
    expectBadInput(await post('need_to_task', {}, ctx.tokens.member), 'id');
    expectBadInput(await post('need_to_task', { id: -1 }, ctx.tokens.member), 'id');
    expectError(await post('need_to_task', { id: 999_999 }, ctx.tokens.member), 404, 'not_found');
    expect(await needSnapshot()).toEqual(before);
    const statuses = await statusesFor(ctx, async (token) =>
      post('need_to_task', { id: (await createNeed(projectId)).id }, token),
    );
    expect(statuses).toEqual(treeEditRoute());
  });
});

describe('POST /api/v1/pb_dashboards/delete_need', () => {
  it('lets its author or staff delete it while 未対応', async () => {
    const projectId = await newProject(ctx);
    const mine = await createNeed(projectId, { title: '自分で消す' });
    const staffs = await createNeed(projectId, { title: 'スタッフが消す' });
    expect((await post('delete_need', { id: mine.id })).json()).toEqual({ id: mine.id });
    expect((await post('delete_need', { id: staffs.id }, ctx.tokens.member)).json()).toEqual({ id: staffs.id });
    expect((await needsOf(projectId)).needs).toEqual([]);
  });

  it('refuses another client of the company, another company, a need being worked on; nothing deleted', async () => {
    const projectId = await newProject(ctx);
    const need = await createNeed(projectId);
    const started = await createNeed(projectId);
    needOf(await post('answer_need', { id: started.id, answer: '対応中です', status: 2 }, ctx.tokens.member));
    const before = await needSnapshot();
    expectError(await post('delete_need', { id: need.id }, colleague), 403, 'forbidden', needMessages.notAuthor);
    expectError(await post('delete_need', { id: need.id }, ctx.tokens.otherClient), 404, 'not_found');
    expectError(await post('delete_need', { id: started.id }), 403, 'forbidden', needMessages.editClosed);
    expectError(
      await post('delete_need', { id: started.id }, ctx.tokens.admin),
      403,
      'forbidden',
      needMessages.editClosed,
    );
    expectBadInput(await post('delete_need', { id: 'x' }), 'id');
    expectError(await post('delete_need', { id: 999_999 }), 404, 'not_found');
    expect(await needSnapshot()).toEqual(before);
  });

  it('answers each caller as the access rules say (a need of the world’s client each)', async () => {
    const projectId = ctx.world.projectId;
    const statuses = await statusesFor(ctx, async (token) =>
      post('delete_need', { id: (await createNeed(projectId)).id }, token),
    );
    expect(statuses).toEqual(ownCompanyRoute());
  });
});

/** Who calls the services directly below: the world's client user and a staff member. */
function actorOf(role: 'client' | 'member'): Actor {
  const client = role === 'client';
  return actorFrom(
    {
      id: ctx.world.users[role].id,
      role: ROLE_GENERAL,
      role_num: client ? CLIENT_ROLE_NUM : ROLE_GENERAL,
      company_id: client ? ctx.world.clientCompanyId : ctx.world.operatorCompanyId,
    },
    0,
  );
}

/**
 * The database, but with `staffFirst` run just before the caller's write transaction opens — after
 * its checks passed: staff's work landing between a client's check and its write.
 */
function racedBy(staffFirst: () => Promise<unknown>): Db {
  const db = ctx.t.db;
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        return () => ({
          execute: async <T>(work: (trx: Transaction<Database>) => Promise<T>) => {
            await staffFirst();
            return db.transaction().execute(work);
          },
        });
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function refusal(work: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error: unknown = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, message } = error as AppError;
  return { code, message };
}

describe('a client’s change or delete that lands after staff started work', () => {
  const closed = { code: 'forbidden', message: needMessages.editClosed };

  it('changes nothing once staff answered it 対応中 or turned it into a task after the check (403)', async () => {
    const projectId = await newProject(ctx);
    const answered = await createNeed(projectId);
    const staffAnswers = () => answerNeed(ctx.t.db, actorOf('member'), { id: answered.id, status: 2 });
    expect(
      await refusal(changeNeed(racedBy(staffAnswers), actorOf('client'), { id: answered.id, title: '変更' })),
    ).toEqual(closed);
    const converted = await createNeed(projectId);
    const staffConverts = () => needToTask(ctx.t.db, actorOf('member'), converted.id);
    expect(
      await refusal(changeNeed(racedBy(staffConverts), actorOf('client'), { id: converted.id, priority: 3 })),
    ).toEqual(closed);
    const needs = (await needsOf(projectId)).needs;
    expect(needs.map((n) => [n.id, n.title, n.priority, n.status, n.task !== null])).toEqual([
      [converted.id, converted.title, converted.priority, 2, true],
      [answered.id, answered.title, answered.priority, 2, false],
    ]);
  });

  it('deletes nothing once staff turned it into a task or answered it after the check (403); gone meanwhile: 404', async () => {
    const projectId = await newProject(ctx);
    const converted = await createNeed(projectId);
    const staffConverts = () => needToTask(ctx.t.db, actorOf('member'), converted.id);
    expect(await refusal(removeNeed(racedBy(staffConverts), actorOf('client'), converted.id))).toEqual(closed);
    const answered = await createNeed(projectId);
    const staffAnswers = () => answerNeed(ctx.t.db, actorOf('member'), { id: answered.id, status: 3 });
    expect(await refusal(removeNeed(racedBy(staffAnswers), actorOf('client'), answered.id))).toEqual(closed);
    expect((await needsOf(projectId)).needs.map((n) => [n.id, n.status, n.task !== null])).toEqual([
      [converted.id, 2, true],
      [answered.id, 3, false],
    ]);

    const deleted = await createNeed(projectId);
    const staffDeletes = () => removeNeed(ctx.t.db, actorOf('member'), deleted.id);
    expect(await refusal(removeNeed(racedBy(staffDeletes), actorOf('client'), deleted.id))).toEqual({
      code: 'not_found',
      message: needMessages.notFound,
    });
  });

  it('still writes when nothing came between (the guard lets an open need through)', async () => {
    const projectId = await newProject(ctx);
    const need = await createNeed(projectId);
    const nothing = () => Promise.resolve();
    const changed = await changeNeed(racedBy(nothing), actorOf('client'), { id: need.id, title: '表示速度の改善' });
    expect(changed.need.title).toBe('表示速度の改善');
    expect(await removeNeed(racedBy(nothing), actorOf('client'), need.id)).toEqual({ id: need.id });
    expect((await needsOf(projectId)).needs).toEqual([]);
  });
});
