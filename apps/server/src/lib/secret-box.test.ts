import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret, SecretUnreadableError } from './secret-box.js';

const KEY = 'a-secrets-key-of-at-least-thirty-two-characters';

describe('secret box', () => {
  it('opens what it sealed, and never holds the plaintext', () => {
    const sealed = sealSecret(KEY, 'analytics_settings:1', '{"private_key":"MARKER-123"}');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('MARKER');
    expect(Buffer.from(sealed.split('.')[3] ?? '', 'base64url').toString('latin1')).not.toContain('MARKER');
    expect(openSecret(KEY, 'analytics_settings:1', sealed)).toBe('{"private_key":"MARKER-123"}');
  });

  it('seals the same text differently each time', () => {
    expect(sealSecret(KEY, 'c', 'same')).not.toBe(sealSecret(KEY, 'c', 'same'));
  });

  it('refuses a wrong key, another row and any changed byte', () => {
    const sealed = sealSecret(KEY, 'analytics_settings:1', 'secret');
    expect(() => openSecret(`${KEY}-other`, 'analytics_settings:1', sealed)).toThrow(SecretUnreadableError);
    expect(() => openSecret(KEY, 'analytics_settings:2', sealed)).toThrow(SecretUnreadableError);
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3] ?? '', 'base64url');
    flipped.writeUInt8(flipped.readUInt8(0) ^ 1, 0);
    parts[3] = flipped.toString('base64url');
    expect(() => openSecret(KEY, 'analytics_settings:1', parts.join('.'))).toThrow(SecretUnreadableError);
    expect(() => openSecret(KEY, 'analytics_settings:1', 'garbage')).toThrow(SecretUnreadableError);
    const shortTag = sealed.split('.');
    shortTag[2] = Buffer.from(shortTag[2] ?? '', 'base64url')
      .subarray(0, 4)
      .toString('base64url');
    expect(() => openSecret(KEY, 'analytics_settings:1', shortTag.join('.'))).toThrow(SecretUnreadableError);
  });
});
