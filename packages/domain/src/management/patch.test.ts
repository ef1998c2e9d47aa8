import { describe, expect, it } from 'vitest';
import { factorNode, hypothesisNode, kpiNode, measureNode, taskNode } from '../testing/index.js';
import type { ManagementTree } from './nodes.js';
import { patchTree } from './patch.js';

const measure = (id: number, title: string) => measureNode(id, { status: 1, title });

function tree(): ManagementTree {
  const task = (id: number) =>
    taskNode(
      id,
      [
        factorNode(
          id * 10,
          [
            hypothesisNode(id * 100, [measure(id * 1000, '施策'), measure(id * 1000 + 1, '施策2')], [], {
              index_num: 1,
            }),
          ],
          {
            title: '要因',
            index_num: 1,
          },
        ),
      ],
      { status: 3, project_kpi_id: 1 },
    );
  return {
    kpi_array: [
      kpiNode(1, [task(1), task(2)], { title: 'KPI1', status: 3 }),
      kpiNode(2, [], { title: 'KPI2', status: 3 }),
    ],
    non_kpi_task: [{ ...task(3), is_non_kpi: 1, project_kpi_id: null }],
  };
}

describe('patchTree', () => {
  it('replaces a measure and keeps every untouched branch the same object', () => {
    const before = tree();
    const after = patchTree(before, {
      kind: 'measure',
      id: 2000,
      node: { ...measure(2000, '改善後'), rank: 'A', importance: 0, urgency: 0 },
    });
    const patched = after.kpi_array[0]?.problem[1]?.factor[0]?.hypothesis[0]?.measure[0];
    expect(patched).toMatchObject({ title: '改善後', rank: 'A' });
    expect(after.kpi_array[0]?.problem[0]).toBe(before.kpi_array[0]?.problem[0]);
    expect(after.kpi_array[1]).toBe(before.kpi_array[1]);
    expect(after.non_kpi_task).toBe(before.non_kpi_task);
    expect(after.kpi_array[0]?.problem[1]?.factor[0]?.hypothesis[0]?.measure[1]).toBe(
      before.kpi_array[0]?.problem[1]?.factor[0]?.hypothesis[0]?.measure[1],
    );
  });

  it('keeps a KPI’s tasks when the KPI itself is saved', () => {
    const before = tree();
    const after = patchTree(before, {
      kind: 'kpi',
      id: 1,
      node: {
        id: 1,
        title: '売上',
        current: { text: '月100万' },
        detail: { text: '' },
        status: 7,
        deadLine: null,
        index_num: 1,
      },
    });
    expect(after.kpi_array[0]).toMatchObject({ title: '売上', status: 7 });
    expect(after.kpi_array[0]?.problem).toBe(before.kpi_array[0]?.problem);
  });

  it('patches a non-KPI task', () => {
    const before = tree();
    const original = before.non_kpi_task[0];
    if (!original) throw new Error('the fixture has a non-KPI task');
    const { factor: _factor, ...fields } = { ...original, title: '非KPIの課題' };
    const after = patchTree(before, { kind: 'task', id: 3, node: fields });
    expect(after.non_kpi_task[0]?.title).toBe('非KPIの課題');
    expect(after.non_kpi_task[0]?.factor).toBe(before.non_kpi_task[0]?.factor);
    expect(after.kpi_array).toBe(before.kpi_array);
  });

  it('returns the same tree when the node is not in it', () => {
    const before = tree();
    expect(
      patchTree(before, { kind: 'work', id: 999, node: { id: 999, title: 'x', deadLine: null, index_num: 1 } }),
    ).toBe(before);
  });
});
