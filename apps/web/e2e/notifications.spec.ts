import type { Browser, Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { api } from './management-support';
import { demo, loadSession, readAllNotifications, resumeSession, tokenOf, uniqueName } from './support';

/** Another person, signed in in a browser of their own, who makes the change the first one hears of. */
async function otherPerson(browser: Browser, who: keyof typeof demo) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loadSession(page, who);
  return { page, post: api(page).post, close: () => context.close() };
}

const bell = (page: Page) => page.getByRole('button', { name: /^通知/ });
const bellList = (page: Page) => page.getByRole('dialog', { name: '通知一覧' });

test('staff hear of a KPI moved in any project from the admin area, and the bell opens its row on the tree', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await loadSession(page, 'manager');
  const { post, companyId } = api(page);
  const projectName = uniqueName('通知の行き先');
  const project = await post('/api/v1/projects/create', { company_id: await companyId(), project_name: projectName });
  const projectId = project.project.id as number;
  // Enough KPIs that the last one starts below the fold.
  const kpiIds: number[] = [];
  for (let i = 1; i <= 14; i += 1) {
    const kpi = await post('/api/v1/managements/create_kpi', {
      project_id: projectId,
      kpi: `指標${i}`,
      current_figure: '現状',
      kpi_detail: '詳細',
    });
    kpiIds.push(kpi.id as number);
  }
  const lastKpi = kpiIds[kpiIds.length - 1] as number;

  await page.goto('/admin/sales');
  await expect(bell(page)).toBeVisible();
  await page.goto('/admin');
  await readAllNotifications(page);

  const admin = await otherPerson(browser, 'admin');
  await admin.post('/api/v1/statuses/update_kpi_status', { status: { id: lastKpi, status: 4 } });
  await admin.close();

  // The count is not pinned: staff hear of every project, and browser tests beside this one change others.
  await page.reload();
  await page.getByRole('button', { name: /^通知（未読\d+件）$/ }).click();
  const item = bellList(page).getByRole('link', { name: /指標14/ });
  await expect(item).toContainText('管理 太郎さんがKPI「指標14」のステータスを「確認中」に変更しました');
  await expect(item).toContainText(projectName);
  await item.click();

  await expect(page).toHaveURL(new RegExp(`/client/${projectId}/management#kpi-${lastKpi}$`));
  const row = page.locator(`#kpi-${lastKpi}`);
  await expect(row).toBeInViewport();
  await expect(row).toHaveAttribute('data-focused', 'true');
  await expect(row).toContainText('指標14');
  // Only that row is highlighted.
  await expect(page.locator('[data-focused="true"]')).toHaveCount(1);
});

test('a client hears when staff answer its need, not of its own need, and the bell opens the need', async ({
  page,
  browser,
}) => {
  await resumeSession(page, 'client');
  await expect(page).toHaveURL(/\/client\/\d+$/);
  const projectId = Number(new URL(page.url()).pathname.split('/')[2]);
  const title = uniqueName('見積もりの相談');
  const token = await tokenOf(page);
  const created = await page.request.post('/api/v1/pb_dashboards/create_need', {
    headers: { authorization: `Bearer ${token}` },
    data: { project_id: projectId, title },
  });
  expect(created.ok()).toBe(true);
  const needId = (await created.json()).need.id as number;
  await page.reload();
  await readAllNotifications(page);

  const admin = await otherPerson(browser, 'admin');
  await admin.post('/api/v1/pb_dashboards/answer_need', { id: needId, answer: '来週お見積もりをお送りします' });
  await admin.close();

  // Somewhere else in the product: the bell still brings it, as news. The count is not pinned: browser
  // tests running beside this one may change the same demo project meanwhile.
  await page.goto(`/client/${projectId}/status`);
  await page.getByRole('button', { name: /^通知（未読\d+件）$/ }).click();
  const list = bellList(page);
  const item = list.getByRole('link', { name: new RegExp(title) });
  await expect(item).toContainText(`管理 太郎さんがニーズ「${title}」に回答しました`);
  await expect(item).toContainText(demo.client.projects[0]);
  await expect(list).not.toContainText(`ニーズ「${title}」を登録しました`);
  await item.click();

  await expect(page).toHaveURL(new RegExp(`/client/${projectId}#need-${needId}$`));
  const row = page.locator(`#need-${needId}`);
  await expect(row).toBeInViewport();
  await expect(row).toHaveAttribute('data-focused', 'true');
  await expect(row).toContainText('来週お見積もりをお送りします');
});

test('the notification settings have a switch of its own for answers to needs', async ({ page }) => {
  await loadSession(page, 'admin');
  await page.goto('/admin/setting?tab=notification');
  await expect(page.getByRole('switch', { name: 'ニーズへの回答・タスク化' })).toBeVisible();
});
