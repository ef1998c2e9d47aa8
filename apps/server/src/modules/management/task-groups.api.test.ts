import { describe, expect, it } from 'vitest';
import { fieldsOf } from '../../../test/api-helpers.js';
import { create, newProject, post, save, taskRow, useManagementApp } from '../../../test/management-helpers.js';

const ctx = useManagementApp();

async function projectWithTasks() {
  const projectId = await newProject(ctx);
  const kpi = await create(ctx, 'kpi', { project_id: projectId, kpi: '売上' });
  const kpiTask = await create(ctx, 'task', {
    project_id: projectId,
    project_kpi_id: kpi,
    task: 'KPIの課題',
    status: 5,
  });
  const nonKpi = await create(ctx, 'task', { project_id: projectId, is_non_kpi: 1, task: '非KPIの課題' });
  const otherNonKpi = await create(ctx, 'task', { project_id: projectId, is_non_kpi: 1, task: '非KPIの課題2' });
  const inbox = await create(ctx, 'task', { project_id: projectId, task: '未整理' });
  return { projectId, kpi, kpiTask, nonKpi, otherNonKpi, inbox };
}

describe('task updates that name a group', () => {
  it('is_non_kpi 0 alone leaves a KPI’s task where it is', async () => {
    const { kpi, kpiTask } = await projectWithTasks();
    await save(ctx, 'task', { id: kpiTask, is_non_kpi: 0, task: '名前だけ変える' });
    expect(await taskRow(ctx, kpiTask)).toMatchObject({ project_kpi_id: kpi, is_non_kpi: 0, status: 5 });
  });

  it('is_non_kpi 0 alone takes a non-KPI task to the inbox', async () => {
    const { nonKpi } = await projectWithTasks();
    await save(ctx, 'task', { id: nonKpi, is_non_kpi: 0 });
    expect(await taskRow(ctx, nonKpi)).toMatchObject({ project_kpi_id: null, is_non_kpi: 0 });
  });

  it('is_non_kpi 1 alone takes a KPI’s task into the non-KPI group, 着手中', async () => {
    const { kpiTask } = await projectWithTasks();
    await save(ctx, 'task', { id: kpiTask, is_non_kpi: 1 });
    expect(await taskRow(ctx, kpiTask)).toMatchObject({ project_kpi_id: null, is_non_kpi: 1, status: 3 });
  });

  it('keeps a status sent together with the move', async () => {
    const { kpi, inbox } = await projectWithTasks();
    await save(ctx, 'task', { id: inbox, project_kpi_id: kpi, status: 7 });
    expect(await taskRow(ctx, inbox)).toMatchObject({ project_kpi_id: kpi, status: 7 });
  });
});

describe('dropping a task on a group list', () => {
  it('puts a KPI’s task last in a non-KPI group that already has tasks', async () => {
    const { kpiTask, nonKpi, otherNonKpi } = await projectWithTasks();
    const response = await post(ctx, 'move_node', { kind: 'task', id: kpiTask, group: 'non_kpi' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ moved: true });
    expect(
      (await Promise.all([nonKpi, otherNonKpi, kpiTask].map((id) => taskRow(ctx, id)))).map((r) => r.index_num),
    ).toEqual([1, 2, 3]);
  });

  it('puts a non-KPI task last in an inbox that already has tasks', async () => {
    const { nonKpi, inbox } = await projectWithTasks();
    const response = await post(ctx, 'move_node', { kind: 'task', id: nonKpi, group: 'inbox' });
    expect(response.json()).toEqual({ moved: true });
    expect((await taskRow(ctx, nonKpi)).index_num).toBeGreaterThan((await taskRow(ctx, inbox)).index_num);
  });
});

describe('date validation', () => {
  it('reports a malformed date once, without an order error on top', async () => {
    const projectId = await newProject(ctx);
    const response = await post(ctx, 'create_kgi', {
      projectId,
      kgi: 'KGI',
      startLine: 'soon',
      deadLine: '2026-01-01',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['startLine']);
  });

  it('reports an empty title once', async () => {
    const projectId = await newProject(ctx);
    const response = await post(ctx, 'create_kpi', { project_id: projectId, kpi: '   ' });
    expect(fieldsOf(response)).toEqual(['kpi']);
  });
});
