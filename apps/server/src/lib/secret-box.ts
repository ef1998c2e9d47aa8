import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Third-party secrets at rest (decisions/0014): AES-256-GCM under a key derived from SECRETS_KEY
 * with HKDF, a fresh 96-bit IV per seal, and the row the secret belongs to as additional data, so a
 * sealed value copied to another row or altered in any byte does not open. Stored as
 * 'v1.<iv>.<tag>.<ciphertext>' in base64url.
 */
const VERSION = 'v1';
const INFO = 'kaizen-tree secret box v1';

function boxKey(secretsKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secretsKey, 'utf8'), Buffer.alloc(0), INFO, 32));
}

/** Seals plaintext for the row named by context (e.g. 'analytics_settings:12'). */
export function sealSecret(secretsKey: string, context: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', boxKey(secretsKey), iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export class SecretUnreadableError extends Error {
  constructor() {
    super('the stored secret cannot be opened with this SECRETS_KEY');
  }
}

/** Opens a sealed value; a wrong key, another row's value or any change throws SecretUnreadableError. */
export function openSecret(secretsKey: string, context: string, sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new SecretUnreadableError();
  try {
    // The full 16-byte tag only: GCM would otherwise accept a shortened one, weakening the check.
    const decipher = createDecipheriv('aes-256-gcm', boxKey(secretsKey), Buffer.from(iv, 'base64url'), {
      authTagLength: 16,
    });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretUnreadableError();
  }
}
