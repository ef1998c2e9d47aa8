import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/types.js';
import { openSecret, sealSecret } from '../../lib/secret-box.js';
import { resealSecret, type RotationKeys } from '../../lib/secret-rotation.js';
import { replaceChannelSecret, sealedChannelSecrets } from './chat.repository.js';

/**
 * A channel's webhook URL or token, sealed like the analytics key (lib/secret-box, decisions/0014)
 * with a context of its own: the row's id is not known before it is written, so a random one is
 * stored beside the sealed value. A sealed value copied to another channel does not open there.
 */
export const newSealContext = () => `chat_channels:${randomUUID()}`;

export function sealChannelSecret(secretsKey: string, context: string, secret: string): string {
  return sealSecret(secretsKey, context, secret);
}

/** Throws SecretUnreadableError when it does not open (another SECRETS_KEY, an altered value). */
export function openChannelSecret(secretsKey: string, row: { seal_context: string; secret_box: string }): string {
  return openSecret(secretsKey, row.seal_context, row.secret_box);
}

/** The last four characters, to tell two stored URLs or tokens apart without showing either. */
export const secretHint = (secret: string) => secret.slice(-4);

/**
 * npm run secrets:rotate, the chat part: every channel's webhook URL or token opened with the old key
 * and sealed with the new one, in the caller's transaction (cli/secret-rotation.ts runs every kind of
 * secret in one). Throws RotationRefusedError naming the channel when one does not open.
 */
export async function resealChatSecrets(trx: Db, keys: RotationKeys): Promise<number> {
  const rows = await sealedChannelSecrets(trx);
  for (const row of rows) {
    const secret = {
      context: row.seal_context,
      sealed: row.secret_box,
      what: `The webhook URL or token of chat channel ${row.id}`,
    };
    await replaceChannelSecret(trx, Number(row.id), resealSecret(keys, secret));
  }
  return rows.length;
}
