import { describe, expect, it } from 'vitest';
import { cvSlotChoiceOf, cvSlotOf, cvSlotOptions } from './measure-form';

describe('the CVR conversion choice', () => {
  it('names each conversion by its GA4 event, or says it is not set', () => {
    expect(cvSlotOptions({ cv1_id: 'purchase', cv2_id: '', cv3_id: 'sign_up' })).toEqual([
      { value: 'sum', label: '合計（コンバージョン1〜3）' },
      { value: '1', label: 'コンバージョン1（purchase）' },
      { value: '2', label: 'コンバージョン2（未設定）' },
      { value: '3', label: 'コンバージョン3（sign_up）' },
    ]);
  });

  it('maps the sum to null and a slot to its number, both ways', () => {
    expect(cvSlotChoiceOf(null)).toBe('sum');
    expect(cvSlotChoiceOf(2)).toBe('2');
    expect(cvSlotOf('sum')).toBeNull();
    expect(cvSlotOf('3')).toBe(3);
  });
});
