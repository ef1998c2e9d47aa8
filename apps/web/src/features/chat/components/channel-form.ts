import {
  chatKindsFor,
  type ChatAudience,
  type ChatChannel,
  type ChatScope,
  type ChatService,
  type CreateChatChannelRequest,
  type NotificationKind,
  type UpdateChatChannelRequest,
} from '@kaizen/domain';

/** What the channel dialog holds while it is open. Secrets start empty: they are never sent back. */
export interface ChannelDraft {
  service: ChatService;
  name: string;
  scope: ChatScope;
  audience: ChatAudience;
  kinds: NotificationKind[];
  webhook_url: string;
  token: string;
  room_id: string;
}

export const CHANNEL_FIELDS = ['service', 'name', 'scope', 'audience', 'kinds', 'webhook_url', 'token', 'room_id'];

export function draftOf(channel: ChatChannel | null): ChannelDraft {
  if (!channel) {
    return {
      service: 'slack',
      name: '',
      scope: 'project',
      audience: 'client',
      kinds: [...chatKindsFor('client')],
      webhook_url: '',
      token: '',
      room_id: '',
    };
  }
  return {
    service: channel.service,
    name: channel.name,
    scope: channel.scope,
    audience: channel.audience,
    kinds: channel.kinds,
    webhook_url: '',
    token: '',
    room_id: channel.room_id ?? '',
  };
}

/** Another audience keeps only the kinds it may take (a room clients read takes no 営業目標, no @mention). */
export function withAudience(draft: ChannelDraft, audience: ChatAudience): ChannelDraft {
  const allowed = chatKindsFor(audience);
  return { ...draft, audience, kinds: draft.kinds.filter((kind) => allowed.includes(kind)) };
}

const usesWebhook = (service: ChatService) => service !== 'chatwork';

/** POST chat_channels/create: the service's own secret fields only. */
export function createRequest(projectId: number, draft: ChannelDraft): CreateChatChannelRequest {
  const base = {
    project_id: projectId,
    scope: draft.scope,
    service: draft.service,
    name: draft.name,
    audience: draft.audience,
    kinds: draft.kinds,
  };
  return usesWebhook(draft.service)
    ? { ...base, webhook_url: draft.webhook_url }
    : { ...base, token: draft.token, room_id: draft.room_id };
}

/** POST chat_channels/update: what changed; a secret left empty is kept. */
export function updateRequest(projectId: number, channel: ChatChannel, draft: ChannelDraft): UpdateChatChannelRequest {
  const sameKinds = draft.kinds.length === channel.kinds.length && draft.kinds.every((k) => channel.kinds.includes(k));
  return {
    project_id: projectId,
    id: channel.id,
    ...(draft.name === channel.name ? {} : { name: draft.name }),
    ...(draft.audience === channel.audience ? {} : { audience: draft.audience }),
    ...(sameKinds ? {} : { kinds: draft.kinds }),
    ...(usesWebhook(channel.service) && draft.webhook_url !== '' ? { webhook_url: draft.webhook_url } : {}),
    ...(!usesWebhook(channel.service) && draft.token !== '' ? { token: draft.token } : {}),
    ...(!usesWebhook(channel.service) && draft.room_id !== (channel.room_id ?? '') ? { room_id: draft.room_id } : {}),
  };
}
