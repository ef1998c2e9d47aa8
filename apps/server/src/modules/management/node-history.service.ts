import type { NodeKind } from '@kaizen/domain';
import { nodeTables } from '../../db/node-tables.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { recordAction, recordChanges } from '../history/history.recorder.js';
import { nodeValues, updateNode } from './node-writes.repository.js';

type Fields<K extends NodeKind> = Parameters<(typeof updateNode)[K]>[2];

function target(kind: NodeKind, values: Record<string, unknown>) {
  return {
    kind,
    id: Number(values.id),
    projectId: Number(values.project_id),
    title: String(values[nodeTables[kind].title] ?? ''),
  };
}

/**
 * A node's update with its change history (decisions/0038): the fields it sets are compared with the
 * node as it stood, in the caller's transaction. Status goes through changeStatus, which records it by name.
 */
export async function updateNodeRecorded<K extends NodeKind>(
  trx: Db,
  actor: Actor | null,
  kind: K,
  id: number,
  fields: Fields<K>,
): Promise<void> {
  const before = await nodeValues(trx, kind, id);
  await (updateNode[kind] as (db: Db, id: number, f: Fields<K>) => Promise<unknown>)(trx, id, fields);
  const after = fields as Record<string, unknown>;
  await recordChanges(trx, actor, target(kind, { ...before, ...after }), before, after, Object.keys(after));
}

/** A node's create, delete, restore or move, as one history row under its title. */
export async function recordNodeAction(
  trx: Db,
  actor: Actor | null,
  kind: NodeKind,
  id: number,
  action: 'create' | 'delete' | 'restore' | 'move',
): Promise<void> {
  await recordAction(trx, actor, target(kind, await nodeValues(trx, kind, id)), action);
}

/** A status change by the statuses' names, as the notification tells it. */
export async function recordStatusChange(
  trx: Db,
  actor: Actor,
  kind: NodeKind,
  values: { id: number; project_id: number; title: string },
  from: string,
  to: string,
): Promise<void> {
  await recordChanges(
    trx,
    actor,
    { kind, id: values.id, projectId: values.project_id, title: values.title },
    { status: from },
    { status: to },
    ['status'],
  );
}
