import type { Db } from '../db/types.js';
import { inTransaction } from '../lib/transaction.js';
import { resealAnalyticsKeys } from '../modules/analytics/secret-rotation.js';
import { resealChatSecrets } from '../modules/chat/chat-secrets.js';

export { RotationRefusedError } from '../lib/secret-rotation.js';

/**
 * What npm run secrets:rotate does with the stored secrets (decisions/0014, 0043): the analytics
 * service-account keys and the chat channels' webhook URLs and tokens, opened with the old key and
 * sealed with the new one in one transaction — all of them or, when one does not open, none.
 * Here rather than in a module, so neither module depends on the other.
 */
export async function rotateSecrets(db: Db, oldKey: string, newKey: string): Promise<number> {
  const keys = { oldKey, newKey };
  return inTransaction(
    db,
    async (trx) => (await resealAnalyticsKeys(trx, keys)) + (await resealChatSecrets(trx, keys)),
  );
}
