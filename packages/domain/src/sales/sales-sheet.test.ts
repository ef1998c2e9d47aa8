import { describe, expect, it } from 'vitest';
import type { SaleEntry } from './schemas.js';
import { salesSheet } from './sales-sheet.js';

const sale: SaleEntry = {
  id: 3,
  index: 1,
  editable: true,
  project_name: 'EC刷新の提案',
  company_name: '株式会社さくら商事',
  user_id: 2,
  user_name: '佐藤 花子',
  service_id: null,
  service_name: null,
  project_id: 12,
  is_deleted: 0,
  // 23:30 in UTC is the next morning in Japan.
  created_at: '2026-03-31T23:30:00.000Z',
  updated_at: '2026-11-01T02:00:00.000Z',
};

describe('salesSheet', () => {
  it('writes each customer with its Japan days and whether it became a client', () => {
    const sheet = salesSheet([sale, { ...sale, id: 4, index: 2, project_id: null }]);
    expect(sheet.rows[0]).toEqual([
      1,
      'EC刷新の提案',
      '株式会社さくら商事',
      '佐藤 花子',
      null,
      '済',
      '2026-04-01',
      '2026-11-01',
    ]);
    expect(sheet.rows[1]?.[5]).toBe('未');
    expect(sheet.columns.map((c) => c.kind ?? 'text')).toEqual([
      'number',
      'text',
      'text',
      'text',
      'text',
      'text',
      'date',
      'date',
    ]);
  });
});
