import { nodeKindLabels, parentKindOf, type MasterKind, type MasterLists, type NodeKind } from '@kaizen/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { requireProject, type ProjectAccess } from '../projects/projects.policy.js';
import { findNode, type NodeRow } from './nodes.repository.js';

type Db = Kysely<Database>;

/**
 * True when a node above this one is deleted (or missing): deleting a node takes its whole subtree
 * out of the tree, so its descendants are gone too until the delete is undone.
 */
export async function isUnderDeletedNode(db: Db, kind: NodeKind, row: NodeRow): Promise<boolean> {
  let current: { kind: NodeKind; row: NodeRow } = { kind, row };
  while (current.kind !== 'kpi' && current.row.parent_id !== null) {
    const parentKind = parentKindOf[current.kind];
    const parent = await findNode(db, parentKind, current.row.parent_id);
    if (!parent || parent.is_deleted === 1) return true;
    current = { kind: parentKind, row: parent };
  }
  return false;
}

/**
 * A live node (and under live nodes) the caller may reach, with the project access its call needs.
 * A measure hidden from client users (is_show = 0) does not exist for them.
 */
export async function requireNode(
  db: Db,
  actor: Actor,
  kind: NodeKind,
  id: number,
  access: ProjectAccess,
): Promise<NodeRow> {
  const row = await findNode(db, kind, id);
  const notFound = AppError.notFound(`${nodeKindLabels[kind]}が見つかりません`);
  if (!row || row.is_deleted === 1 || (await isUnderDeletedNode(db, kind, row))) throw notFound;
  const hidden = actor.isClient && kind === 'measure' && row.is_show === 0;
  // Hidden is checked before edit rights, so a write to a hidden measure is 404 like a read, not a
  // 403 that would tell the client it exists.
  await requireProject(db, actor, row.project_id, hidden ? 'read' : access);
  if (hidden) throw notFound;
  return row;
}

/** A parent named by a create call: live (and under live nodes), of the right kind; its project decides access. */
export async function requireParent(db: Db, actor: Actor, kind: NodeKind, id: number, field: string): Promise<NodeRow> {
  const row = await findNode(db, kind, id);
  if (!row || row.is_deleted === 1 || (await isUnderDeletedNode(db, kind, row))) {
    throw AppError.badInput(field, `${nodeKindLabels[kind]}が見つかりません`);
  }
  await requireProject(db, actor, row.project_id, 'edit');
  return row;
}

/** Each master id given must be an entry of its list (null and absent pass). */
export function checkMasterIds(
  masters: MasterLists,
  values: [field: string, kind: MasterKind, id: number | null | undefined][],
) {
  for (const [field, kind, id] of values) {
    if (id === null || id === undefined) continue;
    if (!masters[kind].some((item) => item.id === id)) throw AppError.badInput(field, '選択肢にない値です');
  }
}

/** '' clears a date (spec §5); undefined leaves it. */
export function dateValue(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === '' ? null : value;
}

/** Drops the keys whose value is undefined, so an update touches only what was sent. */
export function definedOnly<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}
