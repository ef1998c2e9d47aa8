import { describe, expect, it } from 'vitest';
import { priorityOptions, statusOptions } from './format';

describe('dashboard formats', () => {
  it('offers priorities and statuses in Japanese', () => {
    expect(priorityOptions.map((o) => o.label)).toEqual(['高', '中', '低']);
    expect(statusOptions.map((o) => o.label)).toEqual(['未対応', '対応中', '対応済み']);
  });
});
