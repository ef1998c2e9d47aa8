/**
 * Who may reach what (docs/permissions.md), decided here and nowhere else. Every check answers
 * without side effects: a write announces itself where it writes (lib/project-transaction.ts).
 */
import {
  managementMessages,
  measureReportMessages,
  nodeKindLabels,
  parentKindOf,
  salesMessages,
  type NodeKind,
  type Owner,
} from '@kaizen/domain';
import type { NodeRow } from '../../db/node-tables.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { requireStaff } from './staff-policy.js';
import { findMeasureReportFlag, findNode, findProject, findSale, measureIdOfReportPart } from './access.repository.js';
import { isHiddenFrom } from './visibility.js';

/** What a call does with what it reaches: reads it, or changes it. */
type ProjectAccess = 'read' | 'edit';

/**
 * The 404 of what a call named. Whatever the caller may not see answers exactly this — the same
 * status and body as an id no row has — so neither a missing id nor a hidden one tells the other.
 */
export type NotFound = () => AppError;

const projectNotFound: NotFound = () => AppError.notFound('プロジェクトが見つかりません');
const nodeNotFound =
  (kind: NodeKind): NotFound =>
  () =>
    AppError.notFound(`${nodeKindLabels[kind]}が見つかりません`);

/** A client user edits a project only where staff allowed it (client_can_edit); staff edit every project. */
export function canEditProject(actor: Actor, project: { client_can_edit: number }): boolean {
  return !actor.isClient || project.client_can_edit === 1;
}

/** Staff read every live project; a client user only its own company's. */
function isReadableBy<T extends { company_id: number }>(actor: Actor, project: T | undefined): project is T {
  return project !== undefined && (!actor.isClient || project.company_id === actor.companyId);
}

/**
 * A project the caller may reach with the access its call needs. Staff reach every project; a
 * client user only its own company's. A project the caller may not see answers 404, so its
 * existence does not leak. Returns the project. A call that reached the project through a row it
 * named by id passes that row's notFound: another company's row must answer as a missing row does,
 * not with the project's 404.
 */
export async function requireProject(
  db: Db,
  actor: Actor,
  projectId: number,
  access: ProjectAccess,
  notFound: NotFound = projectNotFound,
) {
  const project = await findProject(db, projectId);
  if (!isReadableBy(actor, project)) throw notFound();
  if (access === 'edit' && !canEditProject(actor, project)) {
    throw AppError.forbidden(managementMessages.clientEditForbidden);
  }
  return project;
}

/** Whether the caller may read the project (staff: any live one; a client user: their company's). */
export async function canReadProject(db: Db, actor: Actor, projectId: number): Promise<boolean> {
  return isReadableBy(actor, await findProject(db, projectId));
}

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

/** A node that is in the tree: not deleted, and under no deleted node. No access is checked. */
export async function findLiveNode(db: Db, kind: NodeKind, id: number): Promise<NodeRow | undefined> {
  const row = await findNode(db, kind, id);
  if (!row || row.is_deleted === 1 || (await isUnderDeletedNode(db, kind, row))) return undefined;
  return row;
}

/**
 * The project check of a node the caller reached. A measure hidden from client users does not exist
 * for them, and that is decided before edit rights: a write to a hidden measure is 404 like a read,
 * not a 403 that would tell the client it exists.
 */
async function requireNodeProject(
  db: Db,
  actor: Actor,
  kind: NodeKind,
  row: NodeRow,
  access: ProjectAccess,
  notFound: NotFound,
) {
  if (kind === 'measure' && isHiddenFrom(actor, row)) throw notFound();
  await requireProject(db, actor, row.project_id, access, notFound);
}

/**
 * A live node (under live nodes) the caller may reach, with the project access its call needs.
 * Missing, deleted, hidden or another company's, it is the node kind's own 404 (「課題が見つかりません」),
 * or notFound's when the call named something else that led here.
 */
export async function requireNode(
  db: Db,
  actor: Actor,
  kind: NodeKind,
  id: number,
  access: ProjectAccess,
  notFound: NotFound = nodeNotFound(kind),
): Promise<NodeRow> {
  const row = await findLiveNode(db, kind, id);
  if (!row) throw notFound();
  await requireNodeProject(db, actor, kind, row, access, notFound);
  return row;
}

/** A node in any state, deleted too, the caller may edit: what an undo of a delete starts from. */
export async function requireNodeToRestore(db: Db, actor: Actor, kind: NodeKind, id: number): Promise<NodeRow> {
  const notFound = nodeNotFound(kind);
  const row = await findNode(db, kind, id);
  if (!row) throw notFound();
  await requireNodeProject(db, actor, kind, row, 'edit', notFound);
  return row;
}

/**
 * A parent named by a create (or move) call: live (and under live nodes), of the right kind; its
 * project decides access. Missing or another company's, it is the same 404 naming the field.
 */
export async function requireParent(db: Db, actor: Actor, kind: NodeKind, id: number, field: string): Promise<NodeRow> {
  const message = `${nodeKindLabels[kind]}が見つかりません`;
  const notFound = () => new AppError('not_found', message, [{ field, message }]);
  const row = await findLiveNode(db, kind, id);
  if (!row) throw notFound();
  await requireProject(db, actor, row.project_id, 'edit', notFound);
  return row;
}

/**
 * The measure's report, reachable by the caller with the access the call needs; 404 otherwise. A
 * report hidden from client users is 404 for a write too, never a telling 403: edit rights come last.
 * A call that named something else (the report's id, a row of its table) passes that thing's 404.
 */
export async function requireReport(
  db: Db,
  actor: Actor,
  measureId: number,
  access: ProjectAccess,
  notFound?: NotFound,
) {
  const measure = await requireNode(db, actor, 'measure', measureId, 'read', notFound);
  const report = await findMeasureReportFlag(db, measureId);
  if (!report || isHiddenFrom(actor, report)) {
    throw (notFound ?? (() => AppError.notFound(measureReportMessages.notFound)))();
  }
  if (access === 'edit') await requireProject(db, actor, measure.project_id, 'edit');
  return { measure };
}

/**
 * The report a row of its pattern table (or an image) belongs to, with the access the call needs.
 * Whatever keeps the caller from the report answers the row's own 404 (message), as a missing row.
 */
export async function requireReportOfPart(
  db: Db,
  actor: Actor,
  table: 'report_headers' | 'report_patterns' | 'report_images',
  id: number,
  message: string,
  access: ProjectAccess,
) {
  const notFound = () => AppError.notFound(message);
  const measureId = await measureIdOfReportPart(db, table, id);
  if (measureId === undefined) throw notFound();
  return requireReport(db, actor, measureId, access, notFound);
}

/**
 * A sales customer: the sales area is staff only (403 for a client user, before anything is looked
 * up), and a deleted customer is gone (404) unless the call restores it (includeDeleted).
 */
export async function requireSale(db: Db, actor: Actor, saleId: number, options: { includeDeleted?: boolean } = {}) {
  requireStaff(actor);
  const sale = await findSale(db, saleId);
  if (!sale || (sale.is_deleted === 1 && !options.includeDeleted)) throw AppError.notFound(salesMessages.notFound);
  return { ...sale, id: Number(sale.id), project_id: sale.project_id === null ? null : Number(sale.project_id) };
}

/**
 * What a client user may read of a sales customer: only through the client project the customer
 * became (sales.project_id), of the client's own company. Anything else is 404, like a missing row.
 */
export async function requireSaleOfProject(db: Db, actor: Actor, saleId: number, projectId: number) {
  await requireProject(db, actor, projectId, 'read');
  const sale = await findSale(db, saleId);
  if (!sale || sale.is_deleted === 1 || Number(sale.project_id) !== projectId) {
    throw AppError.notFound(salesMessages.reportNotFound);
  }
  return { ...sale, id: Number(sale.id), project_id: projectId };
}

/**
 * What an overview section belongs to (decisions/0013): a project with the access the call needs
 * (client users of its company read, and edit where staff allowed client editing), or a sales
 * customer (staff only). Answers the EFFECTIVE owner, the one every read and write then uses: a
 * customer that became a client project (sales.project_id) has no sections of its own any more —
 * they are the project's, so its page and the project's show and change one table.
 */
export async function requireOwner(db: Db, actor: Actor, owner: Owner, access: ProjectAccess): Promise<Owner> {
  if (owner.kind === 'project') {
    await requireProject(db, actor, owner.id, access);
    return owner;
  }
  const sale = await requireSale(db, actor, owner.id);
  return sale.project_id === null ? owner : { kind: 'project', id: sale.project_id };
}

/**
 * A section's GET: the effective owner (requireOwner) and whether the caller may change it (the
 * answer's can_edit) — staff always, a client user where staff allowed client editing.
 */
export async function readOwner(db: Db, actor: Actor, owner: Owner): Promise<{ owner: Owner; canEdit: boolean }> {
  if (owner.kind === 'project') {
    return { owner, canEdit: canEditProject(actor, await requireProject(db, actor, owner.id, 'read')) };
  }
  return { owner: await requireOwner(db, actor, owner, 'read'), canEdit: true };
}

/**
 * The effective owner of a stored row a call named by its id alone (a line, a board, a document…),
 * with the access the call needs. A row of a project the caller may not see, or one that is only a
 * sales customer's for a client user, does not exist for it: the row's own 404 (notFound), never the
 * project's 404 or the sales area's 403 that would tell the id exists.
 */
export async function requireOwnerOfRow(
  db: Db,
  actor: Actor,
  row: { project_id: number | null; sale_id: number | null },
  access: ProjectAccess,
  notFound: NotFound,
): Promise<Owner> {
  if (row.project_id !== null) {
    await requireProject(db, actor, Number(row.project_id), access, notFound);
    return { kind: 'project', id: Number(row.project_id) };
  }
  if (row.sale_id === null || actor.isClient) throw notFound();
  return requireOwner(db, actor, { kind: 'sale', id: Number(row.sale_id) }, access);
}
