import { createHmac, timingSafeEqual } from 'node:crypto';
import { SHARE_PROOF_TTL_MINUTES } from '@kaizen/domain';

/**
 * What a correct share-link password earns (decisions/0042): `<expiry seconds>.<HMAC>`, the HMAC
 * over the link's id and that expiry under SECRETS_KEY. It opens that one link until it expires and
 * nothing else; the link's own state (revoked, expired) is still checked on every open. Kept in the
 * page, not a cookie, as the app's bearer tokens are.
 */
export function shareProof(secret: string, linkId: number, now = new Date()): { proof: string; expires_at: string } {
  const exp = Math.floor(now.getTime() / 1000) + SHARE_PROOF_TTL_MINUTES * 60;
  return { proof: `${exp}.${signature(secret, linkId, exp)}`, expires_at: new Date(exp * 1000).toISOString() };
}

export function isValidShareProof(secret: string, linkId: number, proof: string, now = new Date()): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(proof);
  if (!match) return false;
  const exp = Number(match[1]);
  if (exp * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, linkId, exp));
  const given = Buffer.from(match[2] ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function signature(secret: string, linkId: number, exp: number): string {
  return createHmac('sha256', secret).update(`share-link:${linkId}:${exp}`).digest('base64url');
}
