import { createHmac, timingSafeEqual } from 'node:crypto';

const HOUR = 3600;
const LIFETIME = 12 * HOUR;

/**
 * A file URL is a capability: `<img>` cannot send the bearer token, so the URL carries an expiry and
 * an HMAC of the file id and expiry, handed out only inside an access-checked answer. The expiry is
 * rounded up to the hour so the same file keeps the same URL for a while (browser cache).
 */
export function signedFileUrl(secret: string, fileId: number, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const exp = Math.ceil(nowSeconds / HOUR) * HOUR + LIFETIME;
  return `/api/v1/files/${fileId}?exp=${exp}&sig=${signature(secret, fileId, exp)}`;
}

export function isValidFileSignature(
  secret: string,
  fileId: number,
  exp: number,
  sig: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (exp < nowSeconds) return false;
  const expected = Buffer.from(signature(secret, fileId, exp));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function signature(secret: string, fileId: number, exp: number): string {
  return createHmac('sha256', secret).update(`file:${fileId}:${exp}`).digest('base64url');
}
