import { analyticsMessages, type AnalyticsSettings } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { changedFields, connectionTestBlocker, formValuesOf, keyProblem } from './analytics-form';

const saved: AnalyticsSettings = {
  project_id: 4,
  property_id: '123456789',
  account_id: '',
  view_id: '',
  company_id: 2,
  session_id: 'sessions',
  cv1_id: 'purchase',
  cv2_id: '',
  cv3_id: '',
  is_transaction: 0,
  key: { is_set: false, client_email: null, checked_at: null, check_ok: null, check_message: null },
  updated_at: null,
};

const KEY = JSON.stringify({
  type: 'service_account',
  client_email: 'reader@kaizen-test.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n',
});

describe('changedFields', () => {
  it('sends nothing when the form holds the saved settings', () => {
    expect(changedFields(formValuesOf(saved), saved)).toEqual({});
  });

  it('sends only the fields that differ, trimmed, with the switch as 0/1', () => {
    const values = { ...formValuesOf(saved), accountId: ' 998877 ', CV2: 'sign_up', transaction: true };
    expect(changedFields(values, saved)).toEqual({ accountId: '998877', CV2: 'sign_up', transaction: 1 });
  });

  it('counts a field emptied as a change, and spaces around the saved text as none', () => {
    const values = { ...formValuesOf(saved), CV1: '', propertyId: ' 123456789 ' };
    expect(changedFields(values, saved)).toEqual({ CV1: '' });
  });

  it('sends a pasted key, and no key field while nothing is pasted', () => {
    expect(changedFields({ ...formValuesOf(saved), secretsjson: `\n${KEY}\n` }, saved)).toEqual({ secretsjson: KEY });
    expect(changedFields({ ...formValuesOf(saved), secretsjson: '   ' }, saved)).toEqual({});
  });
});

describe('keyProblem', () => {
  it('accepts a service-account key and an empty textarea', () => {
    expect(keyProblem(KEY)).toBeNull();
    expect(keyProblem('  ')).toBeNull();
  });

  it('says why pasted text is not a usable key', () => {
    expect(keyProblem('{"type": ')).toBe(analyticsMessages.keyInvalidJson);
    expect(keyProblem(JSON.stringify({ type: 'authorized_user' }))).toBe(analyticsMessages.keyWrongType);
    expect(keyProblem(JSON.stringify({ type: 'service_account', client_email: 'a@b' }))).toBe(
      analyticsMessages.keyMissingField('private_key'),
    );
  });
});

describe('connectionTestBlocker', () => {
  const withKey = { ...saved, key: { ...saved.key, is_set: true } };

  it('needs a saved property id and a saved key', () => {
    expect(connectionTestBlocker(saved, false)).toBe(analyticsMessages.notConfigured);
    expect(connectionTestBlocker({ ...withKey, property_id: '' }, false)).toBe(analyticsMessages.notConfigured);
    expect(connectionTestBlocker(withKey, false)).toBeNull();
  });

  it('waits for unsaved changes to be saved (the test uses what is stored)', () => {
    expect(connectionTestBlocker(withKey, true)).toBe('変更を保存してから実行してください');
  });
});
