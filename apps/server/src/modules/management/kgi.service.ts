import type { CreateKgiRequest, Kgi } from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { projectTransaction } from '../../lib/project-transaction.js';
import { dateValue, definedOnly } from '../../lib/request-fields.js';
import { notify } from '../notifications/notifications.service.js';
import { requireProject } from '../access/access.service.js';
import { findKgi, saveKgi } from './kgi.repository.js';
import { kgiOf } from './management.read.service.js';
import { recordChanges } from '../history/history.recorder.js';

/**
 * POST create_kgi: the purpose (目的), or the KGI and its period. Records who changed what as a
 * notification — the signed-in user, whatever user_id the request names; is_rev when it revises an
 * earlier value.
 */
export async function createKgi(db: Db, actor: Actor, req: CreateKgiRequest): Promise<Kgi> {
  await requireProject(db, actor, req.projectId, 'edit');
  const previous = await findKgi(db, req.projectId);
  const changesKgi = req.kgi !== undefined;
  const fields = definedOnly({
    purpose: req.purpose,
    kgi: req.kgi,
    start_line: dateValue(req.startLine),
    dead_line: dateValue(req.deadLine),
  });
  const revises = changesKgi ? Boolean(previous?.kgi) : Boolean(previous?.purpose);
  await projectTransaction(db, req.projectId, async (trx) => {
    await saveKgi(trx, req.projectId, actor.userId, fields);
    const target = { kind: 'kgi' as const, id: req.projectId, projectId: req.projectId, title: 'KGI' };
    await recordChanges(trx, actor, target, previous ?? {}, fields, ['purpose', 'kgi', 'start_line', 'dead_line']);
    await notify(trx, {
      projectId: req.projectId,
      userId: actor.userId,
      kind: 'kgi',
      actionPage: req.action_page ?? '改善ツリー',
      actionTarget: req.action_target ?? (changesKgi ? 'KGI' : '目的'),
      isRev: req.is_rev === undefined ? revises : Boolean(req.is_rev),
    });
  });
  return kgiOf(db, req.projectId);
}

/**
 * A new project's KGI taken from elsewhere (a won sales customer's goals, sales_statuses/convert),
 * written inside the caller's transaction: the project is made in the same one, so nobody is
 * watching it yet and nothing is announced.
 */
export async function copyKgi(
  trx: Db,
  projectId: number,
  userId: number,
  fields: { purpose: string; kgi: string; start_line: string | null; dead_line: string | null },
): Promise<void> {
  await saveKgi(trx, projectId, userId, fields);
}
