import { describe, expect, it } from 'vitest';
import type { ChatChannel } from '@kaizen/domain';
import { createRequest, draftOf, updateRequest, withAudience } from './channel-form';

const stored: ChatChannel = {
  id: 4,
  scope: 'project',
  service: 'chatwork',
  name: '社内',
  audience: 'staff',
  kinds: ['sales_goal', 'comment_mention', 'kgi'],
  room_id: '123',
  secret_hint: 'abcd',
  last_status: null,
  last_at: null,
  last_error: null,
  created_at: '2026-11-28T00:00:00Z',
};

describe('the channel dialog', () => {
  it("starts a new channel with every kind a client room may take, and sends the service's own fields", () => {
    const draft = {
      ...draftOf(null),
      name: '#kaizen',
      webhook_url: 'https://hooks.slack.com/services/x',
      token: 'stale',
    };
    expect(draft.kinds).toEqual([
      'kgi',
      'kpi_status',
      'measure_status',
      'report_published',
      'client_need',
      'need_answered',
    ]);
    expect(createRequest(1, draft)).toEqual({
      project_id: 1,
      scope: 'project',
      service: 'slack',
      name: '#kaizen',
      audience: 'client',
      kinds: draft.kinds,
      webhook_url: 'https://hooks.slack.com/services/x',
    });
  });

  it('drops the staff-only kinds when the room becomes one clients read', () => {
    expect(withAudience(draftOf(stored), 'client').kinds).toEqual(['kgi']);
  });

  it('sends only what changed, and keeps the stored token when its field is left empty', () => {
    expect(updateRequest(1, stored, draftOf(stored))).toEqual({ project_id: 1, id: 4 });
    expect(updateRequest(1, stored, { ...draftOf(stored), token: 'newtoken', room_id: '456', name: '社内2' })).toEqual({
      project_id: 1,
      id: 4,
      name: '社内2',
      token: 'newtoken',
      room_id: '456',
    });
  });
});
