import type { Db } from '../../db/types.js';
import { openSecret, sealSecret } from '../../lib/secret-box.js';
import { inTransaction } from '../../lib/transaction.js';
import { replaceSealedSecret, sealedSecrets } from './settings.repository.js';
import { secretContext } from './settings.service.js';

/** A stored secret that does not open with the old key: nothing was changed. */
export class RotationRefusedError extends Error {
  constructor(
    readonly projectId: number,
    sealedUnderNewKey: boolean,
  ) {
    super(
      sealedUnderNewKey
        ? `The key of project ${projectId} already opens with the new SECRETS_KEY (rotated before?). Nothing was changed.`
        : `The key of project ${projectId} does not open with OLD_SECRETS_KEY. Nothing was changed.`,
    );
    this.name = 'RotationRefusedError';
  }
}

function opens(secretsKey: string, projectId: number, sealed: string): boolean {
  try {
    openSecret(secretsKey, secretContext(projectId), sealed);
    return true;
  } catch {
    return false;
  }
}

/**
 * npm run secrets:rotate (decisions/0014): every stored secret opened with the old key and sealed
 * with the new one, in one transaction — all of them or, when one does not open, none.
 */
export async function rotateSecrets(db: Db, oldKey: string, newKey: string): Promise<number> {
  return inTransaction(db, async (trx) => {
    const rows = await sealedSecrets(trx);
    for (const row of rows) {
      if (row.secret_box === null) continue;
      const context = secretContext(row.project_id);
      let plaintext: string;
      try {
        plaintext = openSecret(oldKey, context, row.secret_box);
      } catch {
        throw new RotationRefusedError(row.project_id, opens(newKey, row.project_id, row.secret_box));
      }
      await replaceSealedSecret(trx, row.project_id, sealSecret(newKey, context, plaintext));
    }
    return rows.length;
  });
}
