import { openSecret, sealSecret } from './secret-box.js';

/** A stored secret that does not open with the old key: nothing was changed. */
export class RotationRefusedError extends Error {
  constructor(
    /** Which secret, for the operator: 'The key of project 3', 'The webhook URL or token of chat channel 5'. */
    what: string,
    sealedUnderNewKey: boolean,
    /** The project of an analytics key; null for another kind of secret. */
    readonly projectId: number | null = null,
  ) {
    super(
      sealedUnderNewKey
        ? `${what} already opens with the new SECRETS_KEY (rotated before?). Nothing was changed.`
        : `${what} does not open with OLD_SECRETS_KEY. Nothing was changed.`,
    );
    this.name = 'RotationRefusedError';
  }
}

export interface RotationKeys {
  oldKey: string;
  newKey: string;
}

function opens(secretsKey: string, context: string, sealed: string): boolean {
  try {
    openSecret(secretsKey, context, sealed);
    return true;
  } catch {
    return false;
  }
}

/**
 * One sealed secret opened with the old key and sealed with the new one (npm run secrets:rotate), or
 * RotationRefusedError naming it — telling a secret rotated already from one that opens with neither.
 */
export function resealSecret(
  keys: RotationKeys,
  secret: { context: string; sealed: string; what: string; projectId?: number },
): string {
  let plaintext: string;
  try {
    plaintext = openSecret(keys.oldKey, secret.context, secret.sealed);
  } catch {
    const underNew = opens(keys.newKey, secret.context, secret.sealed);
    throw new RotationRefusedError(secret.what, underNew, secret.projectId ?? null);
  }
  return sealSecret(keys.newKey, secret.context, plaintext);
}
