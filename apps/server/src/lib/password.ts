import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default cost: 19 MiB, 2 passes — OWASP's baseline. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Verified against when the account is unknown, so the answer's timing does not tell. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('no-such-account-placeholder-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
