import type { ChatAudience, ChatService, NotificationKind } from '@kaizen/domain';
import type { Db } from '../src/db/types.js';
import { newSealContext, sealChannelSecret, secretHint } from '../src/modules/chat/chat-secrets.js';
import { insertChannel } from '../src/modules/chat/chat.repository.js';

/** Rows other areas write, for the chat tests (a module's tests use other modules' services only). */
export { insertNotification } from '../src/modules/notifications/notifications.repository.js';
export { insertReport as insertMonthlyReport } from '../src/modules/monthly-reports/monthly-reports.repository.js';

/** A port nothing listens on: a post there is refused at once (ECONNREFUSED). */
export const CLOSED_WEBHOOK_URL = 'http://127.0.0.1:2/services/T000/B000/closed';

/**
 * A chat channel written straight to the database, its secret sealed as the service seals it:
 * a project's (projectId) or a company's (companyId).
 */
export function insertChatChannel(
  db: Db,
  secretsKey: string,
  channel: {
    projectId?: number;
    companyId?: number;
    service?: ChatService;
    name?: string;
    audience?: ChatAudience;
    kinds?: NotificationKind[];
    secret?: string;
    roomId?: string;
  },
): Promise<number> {
  const context = newSealContext();
  const secret = channel.secret ?? CLOSED_WEBHOOK_URL;
  return insertChannel(db, {
    project_id: channel.projectId ?? null,
    company_id: channel.companyId ?? null,
    service: channel.service ?? 'slack',
    name: channel.name ?? '#kaizen',
    audience: channel.audience ?? 'client',
    kinds: (channel.kinds ?? ['measure_status']).join(','),
    room_id: channel.roomId ?? null,
    seal_context: context,
    secret_box: sealChannelSecret(secretsKey, context, secret),
    secret_hint: secretHint(secret),
    created_by: null,
  });
}
