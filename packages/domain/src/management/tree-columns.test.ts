import { describe, expect, it } from 'vitest';
import { nestTreeColumns, treeColumnsSchema, type TreeColumns } from './tree-columns.js';

/** KPI 1 with task 10 (factor 100 > hypothesis 1000 > measures 2, 1 and work 1); non-KPI task 11; inbox task 12. */
function columns(): TreeColumns {
  return {
    kpi: {
      id: [1],
      title: ['売上'],
      current: ['月100件'],
      detail: [''],
      status: [2],
      deadLine: ['2026-12-31'],
      index_num: [1],
    },
    task: {
      id: [10, 11, 12],
      project_kpi_id: [1, null, null],
      title: ['課題', '非KPI課題', '未整理課題'],
      deadLine: [null, null, null],
      status: [null, 1, null],
      link: [null, null, 'https://example.jp'],
      is_non_kpi: [0, 1, 0],
      index_num: [1, 2, 3],
    },
    factor: { id: [100], task_id: [10], title: ['要因'], index_num: [1] },
    hypothesis: {
      id: [1000],
      factor_id: [100],
      title: ['仮説'],
      category: [3],
      hypothesis_status: [null],
      index_num: [1],
    },
    measure: {
      id: [2, 1],
      hypothesis_id: [1000, 1000],
      title: ['施策二', '施策一'],
      status: [1, null],
      importance: [0, 2],
      urgency: [0, 0],
      priority: [null, 1],
      verification: [null, null],
      verification_start_date: ['2026-04-01', null],
      verification_end_date: ['2026-04-30', null],
      is_show: [1, 0],
      conversion_rate: [1.5, null],
      expected_uplift: [12.5, null],
      deadLine: [null, '2026-05-01'],
      index_num: [1, 2],
    },
    work: { id: [1], hypothesis_id: [1000], title: ['作業'], deadLine: [null], index_num: [1] },
    assignees: { kind: ['measure', 'kpi'], node_id: [1, 1], user_id: [7, 8] },
  };
}

describe('nestTreeColumns', () => {
  it('puts every row under its parent, keeping the order of the columns', () => {
    const tree = nestTreeColumns(columns());
    expect(tree.kpis).toHaveLength(1);
    const [task] = tree.kpis[0]?.problem ?? [];
    const hypothesis = task?.factor[0]?.hypothesis[0];
    expect(task?.title).toBe('課題');
    expect(hypothesis?.measure.map((m) => m.title)).toEqual(['施策二', '施策一']);
    expect(hypothesis?.work).toEqual([{ id: 1, title: '作業', deadLine: null, index_num: 1 }]);
  });

  it('splits the tasks under no KPI into non-KPI tasks and the inbox', () => {
    const tree = nestTreeColumns(columns());
    expect(tree.nonKpiTasks.map((t) => t.id)).toEqual([11]);
    expect(tree.inboxTasks.map((t) => t.id)).toEqual([12]);
    expect(tree.inboxTasks[0]).toMatchObject({ link: 'https://example.jp', is_non_kpi: 0, project_kpi_id: null });
  });

  it('gives the nodes the fields change_view answers, rank and daterange worked out', () => {
    const tree = nestTreeColumns(columns());
    expect(tree.kpis[0]).toMatchObject({ current: { text: '月100件' }, detail: { text: '' }, deadLine: '2026-12-31' });
    const measures = tree.kpis[0]?.problem[0]?.factor[0]?.hypothesis[0]?.measure;
    expect(measures?.[0]).toEqual({
      id: 2,
      title: '施策二',
      status: 1,
      importance: 0,
      urgency: 0,
      rank: 'A',
      priority: null,
      verification: null,
      daterange: ['2026-04-01', '2026-04-30'],
      verification_start_date: '2026-04-01',
      verification_end_date: '2026-04-30',
      is_show: 1,
      conversion_rate: 1.5,
      expected_uplift: 12.5,
      deadLine: null,
      index_num: 1,
    });
    expect(measures?.[1]).toMatchObject({
      rank: 'C',
      daterange: [null, null],
      is_show: 0,
      expected_uplift: null,
      deadLine: '2026-05-01',
    });
  });

  it('gives each KPI, task, measure and work its assignees in the order assigned, and none an empty list', () => {
    const tree = nestTreeColumns(columns());
    const kpi = tree.kpis[0];
    expect(kpi?.assignees).toEqual([8]);
    const measures = kpi?.problem[0]?.factor[0]?.hypothesis[0]?.measure;
    expect(measures?.map((m) => m.assignees)).toEqual([undefined, [7]]);
    expect(kpi?.problem[0]).not.toHaveProperty('assignees');
  });

  it('leaves out a row whose parent is not among the columns, with everything under it', () => {
    const c = columns();
    c.factor.task_id = [99];
    const tree = nestTreeColumns(c);
    expect(tree.kpis[0]?.problem[0]?.factor).toEqual([]);
    expect(JSON.stringify(tree)).not.toContain('施策');
  });
});

describe('treeColumnsSchema', () => {
  it('accepts columns of one length per level', () => {
    expect(treeColumnsSchema.safeParse(columns()).success).toBe(true);
  });

  it('refuses a level whose columns differ in length, naming the level', () => {
    const c = columns();
    c.measure.title = ['施策二'];
    const result = treeColumnsSchema.safeParse(c);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['measure'], 'columns of different lengths'],
    ]);
  });
});
