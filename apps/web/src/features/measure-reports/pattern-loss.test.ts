import type { ReportImage, ReportPattern } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { patternLoss, patternLossMessage } from './pattern-loss';

const pattern = (n: number, name: string, cells: string[]): ReportPattern => ({
  id: 10 + n,
  measure_id: 1,
  pattern: n,
  name,
  good: '',
  bad: '',
  is_adopt: 0,
  data: cells.map((value, i) => ({ id: n * 100 + i, th_id: i + 1, name: value })),
  users: null,
  conversions: null,
  value_sum: null,
  value_sum_squares: null,
  planned_share: null,
});

const screenshot = (id: number, patternNumber: number): ReportImage => ({
  id,
  measure_id: 1,
  kind: 'screenshot',
  pattern: patternNumber,
  title: '',
  sort_order: id,
  image_url: `/img/${id}`,
  name: `${id}.png`,
  type: 'image/png',
  size: 10,
});

const report = {
  td: [pattern(1, 'A案', ['1', '2']), pattern(2, '', ['x', ' ']), pattern(3, 'C案', ['', '3'])],
  images: {
    screenshot: [screenshot(1, 1), screenshot(2, 2), screenshot(3, 3), screenshot(4, 3)],
    reference: [],
    consideration: [],
    basis: [],
  },
};

describe('patternLoss', () => {
  it('names the patterns above the new number and counts their screenshots and filled cells', () => {
    expect(patternLoss(report, 1)).toEqual({ labels: ['パターン2', 'C案'], screenshots: 3, filledCells: 2 });
    expect(patternLoss(report, 2)).toEqual({ labels: ['C案'], screenshots: 2, filledCells: 1 });
    expect(patternLoss(report, 3)).toEqual({ labels: [], screenshots: 0, filledCells: 0 });
  });

  it('says what goes in one sentence', () => {
    expect(patternLossMessage({ labels: ['C案'], screenshots: 2, filledCells: 1 })).toBe(
      '「C案」を削除します。スクリーンショット2枚と入力済みの値1件も削除されます。この操作は元に戻せません。',
    );
    expect(patternLossMessage({ labels: ['パターン2', 'C案'], screenshots: 0, filledCells: 0 })).toBe(
      '「パターン2」「C案」を削除します。この操作は元に戻せません。',
    );
  });
});
