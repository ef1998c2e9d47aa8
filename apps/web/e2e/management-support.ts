import type { ManagementTree } from '@kaizen/domain';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { fillSignIn, tokenOf, uniqueName } from './support';

export interface SeededTree {
  projectId: number;
  projectName: string;
  kpis: { id: number; title: string; taskIds: number[] }[];
  inboxTaskId: number;
  measureId: number;
  hiddenMeasureId: number;
}

/** Calls the API as the signed-in browser user (staff), the way the screens do. */
export function api(page: Page) {
  const call = async (request: APIRequestContext, path: string, data: object) => {
    const token = await tokenOf(page);
    const response = await request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
    if (!response.ok()) throw new Error(`${path} → ${response.status()} ${await response.text()}`);
    return response.json();
  };
  return {
    post: (path: string, data: object) => call(page.request, path, data),
    /** change_view: the project's tree as the server holds it. */
    async tree(projectId: number): Promise<ManagementTree> {
      const token = await tokenOf(page);
      const response = await page.request.get(`/api/v1/managements/change_view?project_id=${projectId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok()) throw new Error(`change_view → ${response.status()}`);
      return response.json();
    },
    async operatorCompanyId(): Promise<number> {
      const token = await tokenOf(page);
      const list = await (
        await page.request.get('/api/v1/companies', { headers: { authorization: `Bearer ${token}` } })
      ).json();
      const operator = (list.companies as { id: number; is_operator: boolean }[]).find((c) => c.is_operator);
      if (!operator) throw new Error('no operating company');
      return operator.id;
    },
    async companyId(name?: string): Promise<number> {
      const token = await tokenOf(page);
      const list = await (
        await page.request.get('/api/v1/companies', { headers: { authorization: `Bearer ${token}` } })
      ).json();
      const companies = list.companies as { id: number; company_name: string; is_operator: boolean }[];
      const found = companies.find((c) => (name ? c.company_name === name : !c.is_operator));
      if (!found) throw new Error('no client company');
      return found.id;
    },
  };
}

/**
 * A fresh project of its own for one test (the demo database is shared by the run): a KGI, two
 * KPIs with two tasks each, one factor > hypothesis > (measure, hidden measure, work) under the
 * first task, and an inbox task.
 */
export async function seedProject(
  page: Page,
  options: { companyName?: string; withKgi?: boolean } = {},
): Promise<SeededTree> {
  const { post, companyId } = api(page);
  const projectName = uniqueName('ツリー');
  const project = await post('/api/v1/projects/create', {
    company_id: await companyId(options.companyName),
    project_name: projectName,
  });
  const projectId = project.project.id as number;
  if (options.withKgi !== false) {
    await post('/api/v1/managements/create_kgi', {
      projectId,
      kgi: '売上を前年比120%にする',
      startLine: '2026-04-01',
      deadLine: '2027-03-31',
    });
  }
  const kpis: SeededTree['kpis'] = [];
  for (const title of ['CVRを2%にする', '客単価を1万円にする']) {
    const kpi = await post('/api/v1/managements/create_kpi', {
      project_id: projectId,
      kpi: title,
      current_figure: '現状値',
      kpi_detail: '詳細',
    });
    const taskIds: number[] = [];
    for (const task of ['カート離脱が多い', '商品ページが分かりにくい']) {
      const saved = await post('/api/v1/managements/create_task', {
        project_id: projectId,
        project_kpi_id: kpi.id,
        task: `${title}：${task}`,
      });
      taskIds.push(saved.id);
    }
    kpis.push({ id: kpi.id, title, taskIds });
  }
  const firstTask = kpis[0]?.taskIds[0] as number;
  const factor = await post('/api/v1/managements/create_factor', { task_id: firstTask, factor: '送料が最後にわかる' });
  const hypothesis = await post('/api/v1/managements/create_hypothesis', {
    factor_id: factor.id,
    hypothesis: '送料を先に見せれば離脱が減る',
  });
  const measure = await post('/api/v1/managements/create_measure', {
    hypothesis_id: hypothesis.id,
    measure: '商品ページに送料を表示',
  });
  const hidden = await post('/api/v1/managements/create_measure', {
    hypothesis_id: hypothesis.id,
    measure: '社内検討中の施策',
    is_show: 0,
  });
  await post('/api/v1/managements/create_work', { hypothesis_id: hypothesis.id, work: 'バナー作成' });
  const inbox = await post('/api/v1/managements/create_task', { project_id: projectId, task: '問い合わせが多い' });
  return { projectId, projectName, kpis, inboxTaskId: inbox.id, measureId: measure.id, hiddenMeasureId: hidden.id };
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface OnScreen {
  boundingBox(): Promise<Box | null>;
}

/**
 * How long a row may keep moving before a drag gives up: on a loaded CI machine the last of a tree's
 * pieces (担当者, comment counts) can arrive well after the rows themselves.
 */
const SETTLE_TIMEOUT = 15_000;

const centre = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/**
 * Moves the held pointer onto `to` until `to` stays where it is for two frames under the pointer: the
 * list may scroll (dnd-kit scrolls near the edges) or shift as the drag opens a gap, so it aims
 * again, as a person would. `point` picks the spot within the target.
 */
export async function aimAt(page: Page, to: OnScreen, point: (box: Box) => { x: number; y: number } = centre) {
  await expect(async () => {
    const before = await to.boundingBox();
    if (!before) throw new Error('drop target is not on screen');
    const { x, y } = point(before);
    await page.mouse.move(x, y, { steps: 3 });
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    expect(await to.boundingBox()).toEqual(before);
  }).toPass({ timeout: SETTLE_TIMEOUT });
}

/**
 * Where a control is once the screen stops moving it: rows grow as their 担当者, comment counts and
 * edit controls arrive, and a drag that starts at the old place grabs text instead of the handle.
 */
export async function steadyBox(page: Page, target: OnScreen): Promise<Box> {
  let steady: Box | null = null;
  await expect(async () => {
    const before = await target.boundingBox();
    if (!before) throw new Error('the drag handle is not on screen');
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    expect(await target.boundingBox()).toEqual(before);
    steady = before;
  }).toPass({ timeout: SETTLE_TIMEOUT });
  if (!steady) throw new Error('the drag handle did not settle');
  return steady;
}

/** dnd-kit scrolls the window while the pointer is within this share of the screen's height of an edge. */
const AUTO_SCROLL_BAND = 0.2;

/**
 * Scrolls with the wheel, as a person does before a drag, when the drop target sits in the band near
 * the screen's bottom edge where holding the pointer would scroll the page under it — as long as the
 * dragged row stays on screen.
 */
async function bringIntoMiddle(page: Page, from: OnScreen, to: OnScreen) {
  const height = page.viewportSize()?.height ?? 720;
  const [a, b] = [await steadyBox(page, from), await steadyBox(page, to)];
  const below = b.y + b.height / 2 - height * (1 - AUTO_SCROLL_BAND);
  if (below <= 0) return;
  const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight - window.scrollY);
  const by = Math.min(below + height * 0.1, a.y - height * AUTO_SCROLL_BAND, room);
  if (by < 1) return;
  await page.mouse.wheel(0, by);
  await expect.poll(async () => (await to.boundingBox())?.y).toBeLessThan(b.y);
}

/**
 * Drags with the mouse in small steps, so dnd-kit sees a real drag (it starts after 6px); `during`
 * runs while the pointer is held over the target, before the drop.
 */
export async function dragTo(page: Page, from: OnScreen, to: OnScreen, during?: () => Promise<void>) {
  await bringIntoMiddle(page, from, to);
  const a = await steadyBox(page, from);
  const b = await to.boundingBox();
  if (!b) throw new Error('drop target is not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 15 });
  await aimAt(page, to);
  await during?.();
  await page.mouse.up();
}

/**
 * Picks a choice of the 担当者 filter (すべて, 自分 or a name), as a mouse user does. The management
 * and status screens open on 自分 (decisions/0040): a test looking at a whole demo project picks すべて.
 */
export async function pickAssigneeFilter(page: Page, choice: string) {
  const filter = page.getByRole('combobox', { name: '担当者で絞り込み' });
  await filter.click();
  await page.getByRole('option', { name: choice, exact: true }).click();
  await expect(filter).toHaveValue(choice);
}

/**
 * Scrolls the page with the mouse wheel, as a reader does, until a row of the tree is drawn: the tree
 * draws only the rows near the screen, so a row far below is not in the page until scrolled to.
 */
export async function scrollUntilDrawn(page: Page, row: Locator) {
  await expect(async () => {
    if ((await row.count()) === 0) await page.mouse.wheel(0, 300);
    await expect(row).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

/**
 * A staff member (一般ユーザー) of the test's own, signed in through the form in a context of its own:
 * for what is kept per user (display items, the download format), since the demo users are shared by
 * parallel tests. `page` is signed in as an administrator.
 */
export async function signInNewStaff(
  page: Page,
  browser: Browser,
  name: string,
  contextOptions: { bypassCSP?: boolean } = {},
): Promise<{ context: BrowserContext; own: Page }> {
  return signInNewUser(page, browser, name, 'staff', await api(page).operatorCompanyId(), contextOptions);
}

/** A client user of their own, of the company seedProject uses unless named, in a browser of their own. */
export async function signInNewClient(
  page: Page,
  browser: Browser,
  name: string,
  companyName?: string,
): Promise<{ context: BrowserContext; own: Page }> {
  return signInNewUser(page, browser, name, 'client', await api(page).companyId(companyName), {});
}

async function signInNewUser(
  page: Page,
  browser: Browser,
  name: string,
  kind: 'staff' | 'client',
  companyId: number,
  contextOptions: { bypassCSP?: boolean },
): Promise<{ context: BrowserContext; own: Page }> {
  const account = uniqueName('own-');
  const password = `${account}-pass`;
  await api(page).post('/api/v1/users/create', { kind, company_id: companyId, account, name, role: 2, password });
  const context = await browser.newContext(contextOptions);
  const own = await context.newPage();
  await own.goto('/login');
  await fillSignIn(own, account, password);
  await expect(own.getByTestId('header-user-name')).toHaveText(name);
  return { context, own };
}
