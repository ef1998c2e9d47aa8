import { describe, expect, it } from 'vitest';
import { isValidShareProof, shareProof } from './share-proof.js';

const secret = 'a-secret-of-the-tests-at-least-32-chars';
const now = new Date('2026-04-01T00:00:00.000Z');

describe('share proof', () => {
  it('opens its own link for an hour', () => {
    const { proof, expires_at } = shareProof(secret, 7, now);
    expect(expires_at).toBe('2026-04-01T01:00:00.000Z');
    expect(isValidShareProof(secret, 7, proof, now)).toBe(true);
    expect(isValidShareProof(secret, 7, proof, new Date('2026-04-01T00:59:59.000Z'))).toBe(true);
    expect(isValidShareProof(secret, 7, proof, new Date(expires_at))).toBe(false);
  });

  it('opens no other link, under no other key, and refuses anything changed', () => {
    const { proof } = shareProof(secret, 7, now);
    expect(isValidShareProof(secret, 8, proof, now)).toBe(false);
    expect(isValidShareProof(`${secret}-other`, 7, proof, now)).toBe(false);
    const [exp, sig] = proof.split('.');
    expect(isValidShareProof(secret, 7, `${Number(exp) + 3600}.${sig}`, now)).toBe(false);
    expect(isValidShareProof(secret, 7, '', now)).toBe(false);
    expect(isValidShareProof(secret, 7, 'not a proof', now)).toBe(false);
  });
});
