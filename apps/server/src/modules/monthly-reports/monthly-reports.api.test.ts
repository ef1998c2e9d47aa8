import {
  MONTHLY_REPORT_BODY_MAX,
  MONTHLY_REPORT_TITLE_MAX,
  monthlyReportMessages,
  type Notification,
} from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/api-helpers.js';
import {
  expectBadInput,
  expectError,
  newOtherProject,
  newProject,
  unique,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import {
  createReport,
  getReports,
  inAttribute,
  listOf,
  postReport,
  publicReport,
  readAccess,
  readReport,
  reportOf,
  reportRow,
  reportSnapshot,
  setVisibility,
  SIGNED_OUT,
  staffAccess,
  statusesFor,
  uploadedImage,
} from '../../../test/monthly-report-helpers.js';
import { pngImage } from '../../../test/measure-report-helpers.js';

const ctx: ManagementContext = useManagementApp();

/** Sets when a report was written, so the order does not depend on the clock. */
async function writtenAt(id: number, createdAt: string) {
  await ctx.t.db.updateTable('monthly_reports').set({ created_at: createdAt }).where('id', '=', id).execute();
}

const idsOf = (reports: { id: number }[]) => reports.map((r) => r.id);

/** GET notifications of a project, which must succeed; staff's by default (the member publishes, and nobody is told of their own change). */
async function notificationsOf(projectId: number, token = ctx.tokens.manager) {
  const response = await call(ctx.t.app, 'GET', `/api/v1/notifications?project_id=${projectId}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ notifications: Notification[]; unread_count: number }>();
}

const published = (list: { notifications: Notification[] }) =>
  list.notifications.filter((n) => n.kind === 'report_published').map((n) => n.action_target);

describe('GET /api/v1/monthly_reports', () => {
  /** Five reports of a fresh project, their writing times fixed. */
  async function fiveReports() {
    const projectId = await newProject(ctx);
    const march = await createReport(ctx, projectId, {
      title: '3月定例',
      is_regular: 1,
      period_start: '2026-03-01',
      period_end: '2026-03-31',
    });
    const marchAgain = await createReport(ctx, projectId, {
      title: '3月定例（改訂）',
      is_regular: 1,
      period_start: '2026-03-01',
      period_end: '2026-03-31',
    });
    const noPeriod = await createReport(ctx, projectId, { title: '期間なしスポット', is_regular: 0 });
    const january = await createReport(ctx, projectId, {
      title: '1月スポット',
      is_regular: 0,
      period_start: '2026-01-15',
      period_end: '2026-01-20',
    });
    const december = await createReport(ctx, projectId, {
      title: '12月定例',
      is_regular: 1,
      period_start: '2025-12-01',
      period_end: '2025-12-31',
    });
    await writtenAt(march.id, '2026-04-01T01:00:00.000Z');
    await writtenAt(marchAgain.id, '2026-04-02T01:00:00.000Z');
    await writtenAt(noPeriod.id, '2026-02-10T03:00:00.000Z');
    await writtenAt(january.id, '2026-01-21T01:00:00.000Z');
    await writtenAt(december.id, '2026-01-05T01:00:00.000Z');
    return { projectId, march, marchAgain, noPeriod, january, december };
  }

  it('lists newest first: by period start, else the day written; the same start, the later written first', async () => {
    const r = await fiveReports();
    await createReport(ctx, await newProject(ctx), { title: '別プロジェクト' });
    const list = await listOf(ctx, r.projectId);
    expect(idsOf(list.reports)).toEqual([r.marchAgain.id, r.march.id, r.noPeriod.id, r.january.id, r.december.id]);
    expect(list.years).toEqual([2026, 2025]);
    expect(list.can_edit).toBe(true);
    expect(list.reports[0]).toEqual({
      id: r.marchAgain.id,
      project_id: r.projectId,
      title: '3月定例（改訂）',
      is_regular: 1,
      type: 1,
      is_show: 0,
      period_start: '2026-03-01',
      period_end: '2026-03-31',
      user_name: 't-member さん',
      created_at: '2026-04-02T01:00:00.000Z',
      updated_at: expect.any(String),
    });
    expect(list.reports[2]).toMatchObject({ title: '期間なしスポット', is_regular: 0, type: 0, period_start: null });
  });

  it('filters by type (1 定例, 0 スポット) and by year; years are those of the type', async () => {
    const r = await fiveReports();
    const regular = await listOf(ctx, r.projectId, { type: 1 });
    expect(idsOf(regular.reports)).toEqual([r.marchAgain.id, r.march.id, r.december.id]);
    expect(regular.years).toEqual([2026, 2025]);
    const spot = await listOf(ctx, r.projectId, { type: 0 });
    expect(idsOf(spot.reports)).toEqual([r.noPeriod.id, r.january.id]);
    expect(spot.years).toEqual([2026]);

    const of2025 = await listOf(ctx, r.projectId, { year: 2025 });
    expect(idsOf(of2025.reports)).toEqual([r.december.id]);
    expect(of2025.years).toEqual([2026, 2025]);
    const of2026 = await listOf(ctx, r.projectId, { year: 2026 });
    expect(idsOf(of2026.reports)).toEqual([r.marchAgain.id, r.march.id, r.noPeriod.id, r.january.id]);
    expect(idsOf((await listOf(ctx, r.projectId, { type: 0, year: 2025 })).reports)).toEqual([]);
    expect(idsOf((await listOf(ctx, r.projectId, { type: 1, year: 2025 })).reports)).toEqual([r.december.id]);
    expect(idsOf((await listOf(ctx, r.projectId, { year: 2024 })).reports)).toEqual([]);
    // Empty filters are no filters (the screen's "all").
    expect(idsOf((await listOf(ctx, r.projectId, { type: '', year: '' })).reports)).toHaveLength(5);
  });

  it('places a report without a period on the day it was written in Japan', async () => {
    const projectId = await newProject(ctx);
    const newYearsEve = await createReport(ctx, projectId, { period_start: '2025-12-31', period_end: '2025-12-31' });
    // 2026-01-01 01:00 in Japan: still 2025 in UTC.
    const newYear = await createReport(ctx, projectId);
    await writtenAt(newYearsEve.id, '2025-12-31T01:00:00.000Z');
    await writtenAt(newYear.id, '2025-12-31T16:00:00.000Z');
    const list = await listOf(ctx, projectId);
    expect(idsOf(list.reports)).toEqual([newYear.id, newYearsEve.id]);
    expect(list.years).toEqual([2026, 2025]);
    expect(idsOf((await listOf(ctx, projectId, { year: 2026 })).reports)).toEqual([newYear.id]);
    expect(idsOf((await listOf(ctx, projectId, { year: 2025 })).reports)).toEqual([newYearsEve.id]);
  });

  it('answers no reports and no years for a project without reports', async () => {
    const projectId = await newProject(ctx);
    expect(await listOf(ctx, projectId)).toEqual({ reports: [], years: [], can_edit: true });
    expect(await listOf(ctx, projectId, {}, ctx.tokens.client)).toEqual({ reports: [], years: [], can_edit: false });
  });

  it('shows client users only the public reports of their own company’s projects, can_edit false', async () => {
    const projectId = await newProject(ctx);
    const shown = await publicReport(ctx, projectId, { period_start: '2026-05-01', period_end: '2026-05-31' });
    const shownSpot = await publicReport(ctx, projectId, { period_start: '2026-02-01' });
    const hidden = await createReport(ctx, projectId, { period_start: '2024-06-01', period_end: '2024-06-30' });
    const hiddenAgain = await publicReport(ctx, projectId, { period_start: '2026-04-01' });
    await setVisibility(ctx, hiddenAgain.id, 0);

    const forClient = await listOf(ctx, projectId, {}, ctx.tokens.client);
    expect(idsOf(forClient.reports)).toEqual([shown.id, shownSpot.id]);
    expect(forClient.reports.every((r) => r.is_show === 1)).toBe(true);
    expect(forClient.years).toEqual([2026]);
    expect(forClient.can_edit).toBe(false);
    expect(idsOf((await listOf(ctx, projectId, { year: 2024 }, ctx.tokens.client)).reports)).toEqual([]);

    const forStaff = await listOf(ctx, projectId);
    expect(idsOf(forStaff.reports)).toEqual([shown.id, hiddenAgain.id, shownSpot.id, hidden.id]);
    expect(forStaff.years).toEqual([2026, 2024]);

    expectError(await getReports(ctx, '', { project_id: projectId }, ctx.tokens.otherClient), 404, 'not_found');
    const otherProject = await newOtherProject(ctx);
    const theirs = await publicReport(ctx, otherProject);
    const forOther = await listOf(ctx, otherProject, {}, ctx.tokens.otherClient);
    expect(idsOf(forOther.reports)).toEqual([theirs.id]);
    expect(forOther.can_edit).toBe(false);
    expectError(await getReports(ctx, '', { project_id: otherProject }, ctx.tokens.client), 404, 'not_found');
  });

  it('refuses a bad project_id, type or year with 400 naming the field', async () => {
    const projectId = await newProject(ctx);
    expectBadInput(await getReports(ctx, '', {}), 'project_id');
    for (const bad of ['abc', '0', '-1', '1.5'])
      expectBadInput(await getReports(ctx, '', { project_id: bad }), 'project_id');
    for (const bad of ['2', 'x', '01', 'true']) {
      expectBadInput(await getReports(ctx, '', { project_id: projectId, type: bad }), 'type');
    }
    for (const bad of ['26', '20266', '2026a', 'abcd']) {
      expectBadInput(await getReports(ctx, '', { project_id: projectId, year: bad }), 'year');
    }
    expectError(await getReports(ctx, '', { project_id: 999_999 }), 404, 'not_found');
  });
});

describe('GET /api/v1/monthly_reports/get', () => {
  it('answers the report: its markdown as written and the same rendered to HTML', async () => {
    const projectId = await newProject(ctx);
    const body = '# 4月の報告\n\n本文です。';
    const made = await createReport(ctx, projectId, {
      title: '4月定例',
      is_regular: 1,
      period_start: '2026-04-01',
      period_end: '2026-04-30',
      body,
    });
    const report = await readReport(ctx, made.id);
    expect(report).toEqual({
      id: made.id,
      project_id: projectId,
      title: '4月定例',
      is_regular: 1,
      type: 1,
      is_show: 0,
      period_start: '2026-04-01',
      period_end: '2026-04-30',
      user_name: 't-member さん',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      body,
      html:
        '<h1 id="section-4月の報告">4月の報告<a class="heading-anchor" aria-hidden="true" tabindex="-1" ' +
        'href="#section-4月の報告">#</a></h1>\n<p>本文です。</p>',
      files: [],
      can_edit: true,
    });
    expect(made).toEqual(report);
  });

  it('renders hostile markdown saved through the API without script, javascript:, handlers or raw HTML', async () => {
    const projectId = await newProject(ctx);
    const report = await createReport(ctx, projectId);
    const hostile = [
      '# 報告',
      '',
      '<script>alert(1)</script>',
      '',
      '[x](javascript:alert(1))',
      '',
      '<img src=x onerror="alert(1)">',
      '',
      'インライン <a href="javascript:alert(2)">悪いリンク</a> です',
      '',
      '<div onclick="alert(3)">生のdiv</div>',
      '',
      '![データ](data:image/png;base64,iVBORw0KGgo=)',
      '',
      '[大文字](JAVASCRIPT:alert(4)) と <span onmouseover="alert(5)">span</span>',
      '',
      '<iframe src="https://evil.example"></iframe>',
      '',
      '<style>body{display:none}</style>',
    ].join('\n');
    const saved = reportOf(await postReport(ctx, 'save', { id: report.id, body: hostile }));
    expect(saved.body).toBe(hostile);
    for (const read of [saved, await readReport(ctx, report.id)]) {
      const html = read.html;
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/javascript:/i);
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/<div/i);
      expect(html).not.toMatch(/<iframe|<style|<span/i);
      expect(html).not.toContain('alert(');
      expect(html).not.toContain('data:');
      expect(html).toContain('<p><a>x</a></p>');
      expect(html).toContain('<p>インライン 悪いリンク です</p>');
      expect(html).toContain('<img alt="データ">');
    }
    // Stored as written.
    expect((await reportRow(ctx, report.id))?.body).toBe(hostile);
  });

  it('opens links in a new window with rel noopener noreferrer, and gives headings ids and anchors', async () => {
    const projectId = await newProject(ctx);
    const body = [
      '## 施策の動き',
      '',
      '### Next Steps',
      '',
      '詳しくは[資料](https://example.com/doc)と<https://example.org>を参照。',
      '',
      '| 施策 | CVR |',
      '|---|---:|',
      '| ボタン | 1.5% |',
    ].join('\n');
    const report = await createReport(ctx, projectId, { body });
    const html = (await readReport(ctx, report.id)).html;
    expect(html).toContain(
      '<h2 id="section-施策の動き">施策の動き<a class="heading-anchor" aria-hidden="true" tabindex="-1" ' +
        'href="#section-施策の動き">#</a></h2>',
    );
    expect(html).toContain(
      '<h3 id="section-next-steps">Next Steps<a class="heading-anchor" aria-hidden="true" tabindex="-1" ' +
        'href="#section-next-steps">#</a></h3>',
    );
    expect(html).toContain('<a href="https://example.com/doc" rel="noopener noreferrer" target="_blank">資料</a>');
    expect(html).toContain(
      '<a href="https://example.org" rel="noopener noreferrer" target="_blank">https://example.org</a>',
    );
    expect(html).toContain('<td>ボタン</td>');
    expect(html).toContain('<th align="right">CVR</th>');
  });

  it('turns references to the project’s own uploads into signed file URLs, listed in files; others stay unresolved', async () => {
    const projectId = await newProject(ctx);
    const first = await uploadedImage(ctx, projectId, {
      name: 'before.png',
      type: 'image/png',
      data: pngImage([1, 2, 3]),
    });
    const second = await uploadedImage(ctx, projectId, {
      name: 'after.png',
      type: 'image/png',
      data: pngImage([4, 5, 6]),
    });
    const foreign = await uploadedImage(ctx, await newProject(ctx), {
      name: 'foreign.png',
      type: 'image/png',
      data: pngImage([7, 8, 9]),
    });
    const body = [
      '# 画像',
      '',
      `![前](kaizen-file:${first.file_id})`,
      '',
      `![後](kaizen-file:${second.file_id}) ![前をもう一度](kaizen-file:${first.file_id})`,
      '',
      `![他](kaizen-file:${foreign.file_id})`,
      '',
      '![無い](kaizen-file:999999) ![大きい](kaizen-file:99999999999)',
    ].join('\n');
    const made = await publicReport(ctx, projectId, { body });

    for (const token of [ctx.tokens.member, ctx.tokens.client]) {
      const report = await readReport(ctx, made.id, token);
      expect(report.body).toBe(body);
      expect(report.files).toEqual([
        {
          id: first.file_id,
          url: expect.stringMatching(new RegExp(`^/api/v1/files/${first.file_id}\\?exp=\\d+&sig=`)),
        },
        {
          id: second.file_id,
          url: expect.stringMatching(new RegExp(`^/api/v1/files/${second.file_id}\\?exp=\\d+&sig=`)),
        },
      ]);
      const [firstUrl, secondUrl] = report.files.map((f) => f.url) as [string, string];
      expect(report.html).toContain(`<img src="${inAttribute(firstUrl)}" alt="前">`);
      expect(report.html).toContain(`<img src="${inAttribute(secondUrl)}" alt="後">`);
      expect(report.html).toContain(`<img src="${inAttribute(firstUrl)}" alt="前をもう一度">`);
      expect(report.html).toContain('<img alt="他">');
      expect(report.html).toContain('<img alt="無い"> <img alt="大きい">');
      expect(report.html).not.toContain(`/api/v1/files/${foreign.file_id}`);
      expect(report.html).not.toContain('kaizen-file');

      const served = await call(ctx.t.app, 'GET', secondUrl);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(pngImage([4, 5, 6]))).toBe(true);
    }
  });

  it('answers 404 for a private report to client users, for another company’s client, and for an unknown id', async () => {
    const projectId = await newProject(ctx);
    const hidden = await createReport(ctx, projectId);
    const shown = await publicReport(ctx, projectId);
    const message = monthlyReportMessages.notFound;
    expectError(await getReports(ctx, '/get', { id: hidden.id }, ctx.tokens.client), 404, 'not_found', message);
    expect((await readReport(ctx, shown.id, ctx.tokens.client)).can_edit).toBe(false);
    expectError(await getReports(ctx, '/get', { id: shown.id }, ctx.tokens.otherClient), 404, 'not_found');
    expectError(await getReports(ctx, '/get', { id: hidden.id }, ctx.tokens.otherClient), 404, 'not_found');
    expectError(await getReports(ctx, '/get', { id: 999_999 }), 404, 'not_found', message);
    // Made private again: gone for the client, still there for staff.
    await setVisibility(ctx, shown.id, 0);
    expectError(await getReports(ctx, '/get', { id: shown.id }, ctx.tokens.client), 404, 'not_found', message);
    expect((await readReport(ctx, shown.id)).is_show).toBe(0);
  });

  it('refuses a missing or malformed id with 400 naming id', async () => {
    expectBadInput(await getReports(ctx, '/get', {}), 'id');
    for (const bad of ['abc', '0', '-3', '1e3']) expectBadInput(await getReports(ctx, '/get', { id: bad }), 'id');
  });
});

describe('POST /api/v1/monthly_reports/create', () => {
  it('creates a private report written by the caller, its type from is_regular', async () => {
    const projectId = await newProject(ctx);
    const report = await createReport(
      ctx,
      projectId,
      {
        title: '  5月定例  ',
        is_regular: 1,
        period_start: '2026-05-01',
        period_end: '2026-05-31',
        body: '## まとめ',
      },
      ctx.tokens.manager,
    );
    expect(report).toMatchObject({
      project_id: projectId,
      title: '5月定例',
      is_regular: 1,
      type: 1,
      is_show: 0,
      period_start: '2026-05-01',
      period_end: '2026-05-31',
      user_name: 't-manager さん',
      body: '## まとめ',
      files: [],
      can_edit: true,
    });
    expect(await reportRow(ctx, report.id)).toMatchObject({
      project_id: projectId,
      title: '5月定例',
      is_regular: 1,
      is_show: 0,
      body: '## まとめ',
      period_start: '2026-05-01',
      period_end: '2026-05-31',
      user_id: ctx.world.users.manager.id,
    });
  });

  it('takes is_regular as 0/1 or a boolean, and defaults to an empty body without a period', async () => {
    const projectId = await newProject(ctx);
    const cases: [unknown, 0 | 1][] = [
      [0, 0],
      [1, 1],
      [true, 1],
      [false, 0],
    ];
    for (const [isRegular, type] of cases) {
      const report = await createReport(ctx, projectId, { is_regular: isRegular }, ctx.tokens.admin);
      expect(report).toMatchObject({
        is_regular: type,
        type,
        is_show: 0,
        body: '',
        period_start: null,
        period_end: null,
      });
      expect(report.user_name).toBe('t-admin さん');
      expect(await reportRow(ctx, report.id)).toMatchObject({ is_regular: type, user_id: ctx.world.users.admin.id });
    }
    const blank = await createReport(ctx, projectId, { period_start: '', period_end: null });
    expect(blank).toMatchObject({ period_start: null, period_end: null });
    const openEnded = await createReport(ctx, projectId, { period_start: '2026-06-01' });
    expect(openEnded).toMatchObject({ period_start: '2026-06-01', period_end: null });
    // A title at the limit is fine.
    const long = 'あ'.repeat(MONTHLY_REPORT_TITLE_MAX);
    expect((await createReport(ctx, projectId, { title: long })).title).toBe(long);
  });

  it.each([
    ['an empty title', { title: '' }, 'title'],
    ['a blank title', { title: '   ' }, 'title'],
    ['a title too long', { title: 'あ'.repeat(MONTHLY_REPORT_TITLE_MAX + 1) }, 'title'],
    ['a missing title', { title: undefined }, 'title'],
    ['a title that is not text', { title: 12 }, 'title'],
    ['a missing is_regular', { is_regular: undefined }, 'is_regular'],
    ['an is_regular of 2', { is_regular: 2 }, 'is_regular'],
    ['an is_regular as text', { is_regular: '1' }, 'is_regular'],
    ['a malformed period_start', { period_start: '2026/04/01' }, 'period_start'],
    ['a period_start that does not exist', { period_start: '2026-02-30' }, 'period_start'],
    ['a malformed period_end', { period_end: '20260430' }, 'period_end'],
    ['a period_end before period_start', { period_start: '2026-04-02', period_end: '2026-04-01' }, 'period_end'],
    ['a body too long', { body: 'a'.repeat(MONTHLY_REPORT_BODY_MAX + 1) }, 'body'],
    ['a body that is not text', { body: ['#'] }, 'body'],
    ['a missing project_id', { project_id: undefined }, 'project_id'],
    ['a malformed project_id', { project_id: 'x' }, 'project_id'],
  ])('refuses %s with 400 naming the field and creates nothing', async (_label, fields, field) => {
    const projectId = await newProject(ctx);
    const payload = { project_id: projectId, title: 'レポート', is_regular: 1, ...fields };
    const before = await reportSnapshot(ctx);
    expectBadInput(await postReport(ctx, 'create', JSON.parse(JSON.stringify(payload)) as object), field);
    expect(await reportSnapshot(ctx)).toEqual(before);
  });

  it('answers 404 for a project that does not exist, creating nothing', async () => {
    const before = await reportSnapshot(ctx);
    const response = await postReport(ctx, 'create', { project_id: 999_999, title: 'レポート', is_regular: 0 });
    expectError(response, 404, 'not_found');
    expect(await reportSnapshot(ctx)).toEqual(before);
  });
});

describe('POST /api/v1/monthly_reports/save', () => {
  async function stored() {
    const projectId = await newProject(ctx);
    return createReport(ctx, projectId, {
      title: '元のタイトル',
      is_regular: 1,
      period_start: '2026-04-01',
      period_end: '2026-04-30',
      body: '元の本文',
    });
  }

  it('changes only the fields sent, keeping the type, visibility and author', async () => {
    const report = await stored();
    await setVisibility(ctx, report.id, 1);
    const titled = reportOf(
      await postReport(ctx, 'save', { id: report.id, title: ' 新しいタイトル ' }, ctx.tokens.admin),
    );
    expect(titled).toMatchObject({
      id: report.id,
      title: '新しいタイトル',
      body: '元の本文',
      period_start: '2026-04-01',
      period_end: '2026-04-30',
      is_regular: 1,
      is_show: 1,
      user_name: 't-member さん',
    });
    const bodied = reportOf(await postReport(ctx, 'save', { id: report.id, body: '## 新しい本文' }));
    expect(bodied).toMatchObject({ title: '新しいタイトル', body: '## 新しい本文', period_start: '2026-04-01' });
    expect(bodied.html).toContain('新しい本文');
    const moved = reportOf(await postReport(ctx, 'save', { id: report.id, period_start: '2026-04-10' }));
    expect(moved).toMatchObject({ period_start: '2026-04-10', period_end: '2026-04-30', body: '## 新しい本文' });
    const ended = reportOf(await postReport(ctx, 'save', { id: report.id, period_end: '2026-05-05' }));
    expect(ended).toMatchObject({ period_start: '2026-04-10', period_end: '2026-05-05' });
    expect(await reportRow(ctx, report.id)).toMatchObject({
      title: '新しいタイトル',
      body: '## 新しい本文',
      period_start: '2026-04-10',
      period_end: '2026-05-05',
      is_regular: 1,
      is_show: 1,
      user_id: ctx.world.users.member.id,
    });
    // Nothing but the id: nothing changes.
    expect(reportOf(await postReport(ctx, 'save', { id: report.id }))).toMatchObject({
      title: '新しいタイトル',
      body: '## 新しい本文',
      period_start: '2026-04-10',
      period_end: '2026-05-05',
    });
  });

  it("clears a date with '' or null, and an empty body is saved", async () => {
    const report = await stored();
    const cleared = reportOf(await postReport(ctx, 'save', { id: report.id, period_start: '', period_end: null }));
    expect(cleared).toMatchObject({ period_start: null, period_end: null, body: '元の本文' });
    expect(reportOf(await postReport(ctx, 'save', { id: report.id, body: '' })).body).toBe('');
    expect(await reportRow(ctx, report.id)).toMatchObject({ period_start: null, period_end: null, body: '' });
    // Without a stored start, any end is fine; then a start after it is not.
    expect(reportOf(await postReport(ctx, 'save', { id: report.id, period_end: '2026-01-31' })).period_end).toBe(
      '2026-01-31',
    );
    expectBadInput(await postReport(ctx, 'save', { id: report.id, period_start: '2026-02-01' }), 'period_end');
  });

  it.each([
    ['both dates, the end first', { period_start: '2026-05-02', period_end: '2026-05-01' }],
    ['an end before the stored start', { period_end: '2026-03-31' }],
    ['a start after the stored end', { period_start: '2026-05-01' }],
    ['a start after the stored end, with a title', { period_start: '2026-05-01', title: '変えたい' }],
    ['an end before the stored start, with a body', { period_end: '2026-03-01', body: '変えたい' }],
  ])('refuses %s with 400 naming period_end, writing nothing', async (_label, fields) => {
    const report = await stored();
    const before = await reportSnapshot(ctx);
    const response = await postReport(ctx, 'save', { id: report.id, ...fields });
    expectBadInput(response, 'period_end');
    expect(fieldsMessage(response)).toBe('終了日は開始日以降の日付を指定してください');
    expect(await reportSnapshot(ctx)).toEqual(before);
    expect(await reportRow(ctx, report.id)).toMatchObject({
      title: '元のタイトル',
      body: '元の本文',
      period_start: '2026-04-01',
      period_end: '2026-04-30',
    });
  });

  it('moves the whole period when both dates are sent, and takes a one-day period', async () => {
    const report = await stored();
    const moved = reportOf(
      await postReport(ctx, 'save', { id: report.id, period_start: '2026-06-01', period_end: '2026-06-30' }),
    );
    expect(moved).toMatchObject({ period_start: '2026-06-01', period_end: '2026-06-30' });
    const oneDay = reportOf(await postReport(ctx, 'save', { id: report.id, period_start: '2026-06-30' }));
    expect(oneDay).toMatchObject({ period_start: '2026-06-30', period_end: '2026-06-30' });
    // Clearing the end lets the start move past it.
    const open = reportOf(await postReport(ctx, 'save', { id: report.id, period_start: '2026-07-01', period_end: '' }));
    expect(open).toMatchObject({ period_start: '2026-07-01', period_end: null });
  });

  it.each([
    ['an empty title', { title: '' }, 'title'],
    ['a blank title', { title: ' \n ' }, 'title'],
    ['a title too long', { title: 'a'.repeat(MONTHLY_REPORT_TITLE_MAX + 1) }, 'title'],
    ['a title of null', { title: null }, 'title'],
    ['a body too long', { body: 'あ'.repeat(MONTHLY_REPORT_BODY_MAX + 1) }, 'body'],
    ['a body of null', { body: null }, 'body'],
    ['a malformed period_start', { period_start: '2026-4-1' }, 'period_start'],
    ['a period_end that does not exist', { period_end: '2026-04-31' }, 'period_end'],
    ['a period_end that is not text', { period_end: 20260430 }, 'period_end'],
  ])('refuses %s with 400 naming the field, writing nothing', async (_label, fields, field) => {
    const report = await stored();
    const before = await reportSnapshot(ctx);
    expectBadInput(await postReport(ctx, 'save', { id: report.id, ...fields }), field);
    expect(await reportSnapshot(ctx)).toEqual(before);
  });

  it('refuses a missing or malformed id with 400 naming id, and answers 404 for an unknown one', async () => {
    const before = await reportSnapshot(ctx);
    expectBadInput(await postReport(ctx, 'save', { title: 'x' }), 'id');
    expectBadInput(await postReport(ctx, 'save', { id: 'x', title: 'x' }), 'id');
    expectBadInput(await postReport(ctx, 'save', { id: 0, title: 'x' }), 'id');
    expectError(await postReport(ctx, 'save', { id: 999_999, title: 'x' }), 404, 'not_found');
    expect(await reportSnapshot(ctx)).toEqual(before);
  });
});

/** The message of the one field a 400 names. */
function fieldsMessage(response: { json<T>(): T }): string | undefined {
  return response.json<{ error: { fields?: { message: string }[] } }>().error.fields?.[0]?.message;
}

describe('POST /api/v1/monthly_reports/update', () => {
  it('publishes and hides a report, answering {id, title, is_show}', async () => {
    const projectId = await newProject(ctx);
    const report = await createReport(ctx, projectId, { title: '公開するレポート' });
    expect(await setVisibility(ctx, report.id, 1)).toEqual({ id: report.id, title: '公開するレポート', is_show: 1 });
    expect((await reportRow(ctx, report.id))?.is_show).toBe(1);
    expect(idsOf((await listOf(ctx, projectId, {}, ctx.tokens.client)).reports)).toEqual([report.id]);
    expect(await setVisibility(ctx, report.id, false)).toEqual({
      id: report.id,
      title: '公開するレポート',
      is_show: 0,
    });
    expect((await reportRow(ctx, report.id))?.is_show).toBe(0);
    expect(idsOf((await listOf(ctx, projectId, {}, ctx.tokens.client)).reports)).toEqual([]);
    expect(await setVisibility(ctx, report.id, true)).toMatchObject({ is_show: 1 });
    expect(await setVisibility(ctx, report.id, 0)).toMatchObject({ is_show: 0 });
    // Hiding a hidden report is fine too.
    expect(await setVisibility(ctx, report.id, 0)).toMatchObject({ is_show: 0 });
  });

  it('records a report_published notification when published; client users lose it once the report is private', async () => {
    const projectId = await newProject(ctx);
    const report = await createReport(ctx, projectId, { title: '11月定例' });
    await publicReport(ctx, projectId, { title: '公開のまま' });
    expect(published(await notificationsOf(projectId))).toEqual(['公開のまま']);

    await setVisibility(ctx, report.id, 1);
    const forStaff = await notificationsOf(projectId, ctx.tokens.admin);
    expect(forStaff.notifications[0]).toMatchObject({
      project_id: projectId,
      user_id: ctx.world.users.member.id,
      user_name: 't-member さん',
      kind: 'report_published',
      action_page: 'レポート',
      action_target: '11月定例',
      is_rev: true,
      is_read: false,
    });
    expect(published(forStaff)).toEqual(['11月定例', '公開のまま']);
    const forClient = await notificationsOf(projectId, ctx.tokens.client);
    expect(published(forClient)).toEqual(['11月定例', '公開のまま']);
    expect(forClient.unread_count).toBe(2);
    // Published again while public: no second notification.
    await setVisibility(ctx, report.id, 1);
    expect(published(await notificationsOf(projectId))).toEqual(['11月定例', '公開のまま']);

    await setVisibility(ctx, report.id, 0);
    const hiddenForClient = await notificationsOf(projectId, ctx.tokens.client);
    expect(published(hiddenForClient)).toEqual(['公開のまま']);
    expect(hiddenForClient.unread_count).toBe(1);
    expect(published(await notificationsOf(projectId))).toEqual(['11月定例', '公開のまま']);
    expectError(
      await call(ctx.t.app, 'GET', `/api/v1/notifications?project_id=${projectId}`, {
        token: ctx.tokens.otherClient,
      }),
      404,
      'not_found',
    );

    // Published once more: both notifications are back for the client, with a new one.
    await setVisibility(ctx, report.id, 1);
    expect(published(await notificationsOf(projectId, ctx.tokens.client))).toEqual([
      '11月定例',
      '11月定例',
      '公開のまま',
    ]);
  });

  it('records no notification when the admin settings turn report_published off for the project', async () => {
    const projectId = await newProject(ctx);
    const setting = await call(ctx.t.app, 'POST', '/api/v1/setting/update_notification_setting', {
      token: ctx.tokens.admin,
      payload: { project_id: projectId, kind: 'report_published', enabled: false },
    });
    expect(setting.statusCode, setting.body).toBe(200);
    const report = await createReport(ctx, projectId);
    expect(await setVisibility(ctx, report.id, 1)).toMatchObject({ is_show: 1 });
    expect(published(await notificationsOf(projectId))).toEqual([]);
    expect(idsOf((await listOf(ctx, projectId, {}, ctx.tokens.client)).reports)).toEqual([report.id]);
  });

  it.each([
    ['a missing monthly_report', {}, 'monthly_report'],
    ['a missing id', { monthly_report: { is_show: 1 } }, 'monthly_report.id'],
    ['a malformed id', { monthly_report: { id: 'x', is_show: 1 } }, 'monthly_report.id'],
    ['a missing is_show', { monthly_report: { id: 'ID' } }, 'monthly_report.is_show'],
    ['an is_show of 2', { monthly_report: { id: 'ID', is_show: 2 } }, 'monthly_report.is_show'],
    ['an is_show as text', { monthly_report: { id: 'ID', is_show: '1' } }, 'monthly_report.is_show'],
  ])('refuses %s with 400 naming the field, writing nothing', async (_label, payload, field) => {
    const report = await createReport(ctx, await newProject(ctx));
    const body = JSON.parse(JSON.stringify(payload).replace('"ID"', String(report.id))) as object;
    const before = await reportSnapshot(ctx);
    expectBadInput(await postReport(ctx, 'update', body), field);
    expect(await reportSnapshot(ctx)).toEqual(before);
  });

  it('answers 404 for an unknown id, writing nothing', async () => {
    const before = await reportSnapshot(ctx);
    expectError(await postReport(ctx, 'update', { monthly_report: { id: 999_999, is_show: 1 } }), 404, 'not_found');
    expect(await reportSnapshot(ctx)).toEqual(before);
  });
});

describe('POST /api/v1/monthly_reports/delete', () => {
  it('deletes the report and nothing else; a second delete answers 404', async () => {
    const projectId = await newProject(ctx);
    const gone = await publicReport(ctx, projectId, { title: '消すレポート' });
    const kept = await createReport(ctx, projectId, { title: '残るレポート' });
    const response = await postReport(ctx, 'delete', { id: gone.id }, ctx.tokens.manager);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: gone.id });
    expect(await reportRow(ctx, gone.id)).toBeUndefined();
    expect(await reportRow(ctx, kept.id)).toMatchObject({ title: '残るレポート' });
    expect(idsOf((await listOf(ctx, projectId)).reports)).toEqual([kept.id]);
    expectError(await getReports(ctx, '/get', { id: gone.id }), 404, 'not_found');
    expectError(await getReports(ctx, '/get', { id: gone.id }, ctx.tokens.client), 404, 'not_found');

    const before = await reportSnapshot(ctx);
    expectError(await postReport(ctx, 'delete', { id: gone.id }), 404, 'not_found', monthlyReportMessages.notFound);
    expectError(await postReport(ctx, 'save', { id: gone.id, title: 'x' }), 404, 'not_found');
    expectError(await postReport(ctx, 'update', { monthly_report: { id: gone.id, is_show: 1 } }), 404, 'not_found');
    expect(await reportSnapshot(ctx)).toEqual(before);
  });

  it('takes the publication notifications of a deleted report away from client users', async () => {
    const projectId = await newProject(ctx);
    const hiddenThenDeleted = await publicReport(ctx, projectId, { title: '非公開にして削除' });
    await setVisibility(ctx, hiddenThenDeleted.id, 0);
    const deletedWhilePublic = await publicReport(ctx, projectId, { title: '公開中に削除' });
    await publicReport(ctx, projectId, { title: '残る公開レポート' });
    expect(published(await notificationsOf(projectId, ctx.tokens.client))).toEqual([
      '残る公開レポート',
      '公開中に削除',
    ]);
    for (const id of [hiddenThenDeleted.id, deletedWhilePublic.id]) {
      expect((await postReport(ctx, 'delete', { id })).statusCode).toBe(200);
    }
    const forClient = await notificationsOf(projectId, ctx.tokens.client);
    expect(published(forClient)).toEqual(['残る公開レポート']);
    expect(forClient.unread_count).toBe(1);
    // Staff keep the history.
    expect(published(await notificationsOf(projectId))).toEqual([
      '残る公開レポート',
      '公開中に削除',
      '非公開にして削除',
    ]);
  });

  it('refuses a missing or malformed id with 400 naming id, deleting nothing', async () => {
    await createReport(ctx, await newProject(ctx));
    const before = await reportSnapshot(ctx);
    expectBadInput(await postReport(ctx, 'delete', {}), 'id');
    expectBadInput(await postReport(ctx, 'delete', { id: 'abc' }), 'id');
    expectBadInput(await postReport(ctx, 'delete', { id: -1 }), 'id');
    expectBadInput(await postReport(ctx, 'delete', { id: 1.5 }), 'id');
    expect(await reportSnapshot(ctx)).toEqual(before);
  });
});

describe('who may call', () => {
  it('lists for everyone who sees the project; another company’s client gets 404', async () => {
    const projectId = await newProject(ctx);
    await publicReport(ctx, projectId);
    expect(await statusesFor(ctx, (token) => getReports(ctx, '', { project_id: projectId }, token))).toEqual(
      readAccess,
    );
  });

  it('reads a public report for everyone who sees the project; a private one for staff only', async () => {
    const projectId = await newProject(ctx);
    const shown = await publicReport(ctx, projectId);
    const hidden = await createReport(ctx, projectId);
    expect(await statusesFor(ctx, (token) => getReports(ctx, '/get', { id: shown.id }, token))).toEqual(readAccess);
    expect(await statusesFor(ctx, (token) => getReports(ctx, '/get', { id: hidden.id }, token))).toEqual({
      ...readAccess,
      client: 404,
    });
  });

  it('lets staff create; client users (of any company) get 403 and nothing is created', async () => {
    const projectId = await newProject(ctx);
    const send = (token: string) =>
      postReport(ctx, 'create', { project_id: projectId, title: unique('作成'), is_regular: 0 }, token);
    expect(await statusesFor(ctx, send)).toEqual(staffAccess);
    expect((await listOf(ctx, projectId)).reports.map((r) => r.user_name).sort()).toEqual([
      't-admin さん',
      't-manager さん',
      't-member さん',
    ]);
    const before = await reportSnapshot(ctx);
    const response = await send(ctx.tokens.client);
    expectError(response, 403, 'forbidden');
    const own = await send(ctx.tokens.otherClient);
    expectError(own, 403, 'forbidden');
    // Even on a project of its own company.
    const ownProject = await newOtherProject(ctx);
    const onOwn = await postReport(
      ctx,
      'create',
      { project_id: ownProject, title: 'x', is_regular: 0 },
      ctx.tokens.otherClient,
    );
    expectError(onOwn, 403, 'forbidden');
    expect(await reportSnapshot(ctx)).toEqual(before);
  });

  it('keeps reports staff-written where staff let the client edit the tree', async () => {
    const projectId = await newProject(ctx);
    const allowed = await call(ctx.t.app, 'POST', '/api/v1/managements/update_client_edit', {
      token: ctx.tokens.member,
      payload: { project_id: projectId, client_can_edit: true },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    const report = await publicReport(ctx, projectId, { title: '元のまま' });
    const before = await reportSnapshot(ctx);
    const client = ctx.tokens.client;
    const message = '社内スタッフのみが利用できます';
    expectError(
      await postReport(ctx, 'create', { project_id: projectId, title: 'x', is_regular: 0 }, client),
      403,
      'forbidden',
      message,
    );
    expectError(await postReport(ctx, 'save', { id: report.id, title: 'x' }, client), 403, 'forbidden', message);
    expectError(
      await postReport(ctx, 'update', { monthly_report: { id: report.id, is_show: 0 } }, client),
      403,
      'forbidden',
      message,
    );
    expectError(await postReport(ctx, 'delete', { id: report.id }, client), 403, 'forbidden', message);
    expect(await reportSnapshot(ctx)).toEqual(before);
    expect((await readReport(ctx, report.id, client)).can_edit).toBe(false);
  });

  it('answers 404 for everything of a deleted project', async () => {
    const projectId = await newProject(ctx);
    const report = await publicReport(ctx, projectId);
    await ctx.t.db.updateTable('projects').set({ is_deleted: 1 }).where('id', '=', projectId).execute();
    const before = await reportSnapshot(ctx);
    for (const token of [ctx.tokens.member, ctx.tokens.client]) {
      expectError(await getReports(ctx, '', { project_id: projectId }, token), 404, 'not_found');
      expectError(await getReports(ctx, '/get', { id: report.id }, token), 404, 'not_found');
    }
    expectError(
      await postReport(ctx, 'create', { project_id: projectId, title: 'x', is_regular: 0 }),
      404,
      'not_found',
    );
    expectError(await postReport(ctx, 'save', { id: report.id, title: 'x' }), 404, 'not_found');
    expectError(await postReport(ctx, 'update', { monthly_report: { id: report.id, is_show: 0 } }), 404, 'not_found');
    expectError(await postReport(ctx, 'delete', { id: report.id }), 404, 'not_found');
    expectError(await getReports(ctx, '/template', { project_id: projectId, kind: 'regular' }), 404, 'not_found');
    expect(await reportSnapshot(ctx)).toEqual(before);
  });

  it.each([
    ['save', (id: number) => ({ id, title: '書き換え', body: '書き換え' })],
    ['update', (id: number) => ({ monthly_report: { id, is_show: 0 } })],
    ['delete', (id: number) => ({ id })],
  ] as const)('lets staff %s a report; client users get 403, and the report is untouched', async (path, payload) => {
    const projectId = await newProject(ctx);
    const send = async (token: string) =>
      postReport(ctx, path, payload((await publicReport(ctx, projectId)).id), token);
    expect(await statusesFor(ctx, send)).toEqual(staffAccess);

    for (const token of [SIGNED_OUT, ctx.tokens.client, ctx.tokens.otherClient]) {
      const shown = await publicReport(ctx, projectId, { title: '元のまま', body: '元のまま' });
      const hidden = await createReport(ctx, projectId, { title: '元のまま', body: '元のまま' });
      const before = await reportSnapshot(ctx);
      for (const id of [shown.id, hidden.id]) {
        const response = await postReport(ctx, path, payload(id), token);
        expect(response.statusCode).toBe(token === SIGNED_OUT ? 401 : 403);
      }
      expect(await reportSnapshot(ctx)).toEqual(before);
    }
  });
});
