import { describe, expect, it } from 'vitest';
import { labelInName } from './label-in-name';

describe('labelInName', () => {
  it('adds the visible value after the label', () => {
    expect(labelInName('「自社」の「送料」を編集', '送料無料')).toBe('「自社」の「送料」を編集 送料無料');
    expect(labelInName('施策「A」の検証期間', '2026/10/01 〜 2026/10/15')).toBe(
      '施策「A」の検証期間 2026/10/01 〜 2026/10/15',
    );
  });

  it('keeps the label alone when the value is only a mark or empty', () => {
    expect(labelInName('メモを編集', '—')).toBe('メモを編集');
    expect(labelInName('メモを編集', '')).toBe('メモを編集');
  });
});
