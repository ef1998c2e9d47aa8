import type { Db } from '../../db/types.js';
import { resealSecret, type RotationKeys } from '../../lib/secret-rotation.js';
import { replaceSealedSecret, sealedSecrets } from './settings.repository.js';
import { secretContext } from './settings.service.js';

/**
 * npm run secrets:rotate (decisions/0014), the analytics part: every project's service-account key
 * opened with the old key and sealed with the new one, in the caller's transaction (cli/secret-rotation.ts
 * runs every kind of secret in one). Throws RotationRefusedError naming the project when one does not open.
 */
export async function resealAnalyticsKeys(trx: Db, keys: RotationKeys): Promise<number> {
  let count = 0;
  for (const row of await sealedSecrets(trx)) {
    if (row.secret_box === null) continue;
    const secret = {
      context: secretContext(row.project_id),
      sealed: row.secret_box,
      what: `The key of project ${row.project_id}`,
      projectId: row.project_id,
    };
    await replaceSealedSecret(trx, row.project_id, resealSecret(keys, secret));
    count += 1;
  }
  return count;
}
