import { describe, expect, it } from 'vitest';
import { measureSavePayload } from './measure-payload.js';

const draft = {
  measure: '  CTAボタンの色を変更  ',
  status: 1,
  importance: null,
  urgency: 2,
  priority: null,
  verification: null,
  verification_start_date: '2026-05-01',
  verification_end_date: null,
  conversion_rate: 1.25,
  expected_uplift: null,
};

describe('measureSavePayload', () => {
  it('sends missing importance, urgency, priority and verification as 0', () => {
    expect(measureSavePayload(draft)).toMatchObject({ importance: 0, urgency: 2, priority: 0, verification: 0 });
  });

  it('clears a period with only one end, and trims the title', () => {
    expect(measureSavePayload(draft)).toMatchObject({
      measure: 'CTAボタンの色を変更',
      verification_start_date: '',
      verification_end_date: '',
    });
  });

  it('keeps a full period', () => {
    expect(measureSavePayload({ ...draft, verification_end_date: '2026-05-31' })).toMatchObject({
      verification_start_date: '2026-05-01',
      verification_end_date: '2026-05-31',
    });
  });

  it('sends the 見込み上昇率 as it stands, null clearing it', () => {
    expect(measureSavePayload({ ...draft, expected_uplift: 12.5 })).toMatchObject({ expected_uplift: 12.5 });
    expect(measureSavePayload(draft)).toMatchObject({ expected_uplift: null });
  });
});
