import { describe, expect, it } from 'vitest';
import { chatUpdateIssues, createChatChannelRequestSchema, updateChatChannelRequestSchema } from './schemas.js';

const slack = {
  project_id: 1,
  scope: 'project',
  service: 'slack',
  name: '#kaizen',
  audience: 'client',
  kinds: ['measure_status', 'kgi'],
  webhook_url: 'https://hooks.slack.com/services/T/B/X',
};

const pathsOf = (input: unknown) => {
  const parsed = createChatChannelRequestSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('createChatChannelRequestSchema', () => {
  it('takes a Slack channel and keeps the kinds in the settings order', () => {
    const parsed = createChatChannelRequestSchema.parse(slack);
    expect(parsed.kinds).toEqual(['kgi', 'measure_status']);
  });

  it('asks each service for its own secret fields and refuses the others', () => {
    expect(pathsOf({ ...slack, webhook_url: undefined })).toEqual(['webhook_url']);
    expect(pathsOf({ ...slack, token: 'abc', room_id: '12' })).toEqual(['token', 'room_id']);
    expect(pathsOf({ ...slack, service: 'chatwork' })).toEqual(['webhook_url', 'token', 'room_id']);
    expect(
      pathsOf({ ...slack, service: 'chatwork', webhook_url: undefined, token: 'abc123', room_id: '12345' }),
    ).toEqual([]);
    expect(pathsOf({ ...slack, service: 'chatwork', webhook_url: undefined, token: 'abc', room_id: 'rid12' })).toEqual([
      'room_id',
    ]);
  });

  it("refuses a staff-only kind for a room clients read, naming the kind's label", () => {
    const parsed = createChatChannelRequestSchema.safeParse({ ...slack, kinds: ['kgi', 'sales_goal'] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('「営業目標の更新」は社内のみのルームにだけ送れます');
    expect(pathsOf({ ...slack, audience: 'staff', kinds: ['sales_goal', 'comment_mention'] })).toEqual([]);
    expect(pathsOf({ ...slack, kinds: [] })).toEqual(['kinds']);
    expect(pathsOf({ ...slack, kinds: ['nope'] })).toEqual(['kinds.0']);
  });
});

describe('chatUpdateIssues', () => {
  const stored = { service: 'chatwork' as const, audience: 'staff' as const, kinds: ['comment_mention' as const] };
  it('checks an update against the stored service and audience', () => {
    const req = updateChatChannelRequestSchema.parse({ project_id: 1, id: 2, audience: 'client' });
    expect(chatUpdateIssues(stored, req).map((i) => i.path)).toEqual(['kinds']);
    const url = updateChatChannelRequestSchema.parse({ project_id: 1, id: 2, webhook_url: 'https://x' });
    expect(chatUpdateIssues(stored, url).map((i) => i.path)).toEqual(['webhook_url']);
    const token = updateChatChannelRequestSchema.parse({ project_id: 1, id: 2, token: 'newtoken' });
    expect(chatUpdateIssues(stored, token)).toEqual([]);
  });
});
