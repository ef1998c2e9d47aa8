import {
  shareLinkExpiresAt,
  shareLinkMessages,
  shareLinkState,
  sharedPath,
  shareTargetKindLabels,
  type CreateShareLinkRequest,
  type OpenSharedResponse,
  type ShareLink,
  type ShareLinkListQuery,
  type SharedContent,
  type ShareTargetKind,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { inTransaction } from '../../lib/transaction.js';
import { requireNode, requireProject } from '../access/access.service.js';
import { requireStaff } from '../access/staff-policy.js';
import { clientViewer } from '../access/visibility.js';
import { recordAudit } from '../audit/audit.service.js';
import { checkSecretThrottled, type SignInLog } from '../auth/auth.service.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { requireMonthlyReport } from '../monthly-reports/monthly-reports.service.js';
import { requireReportForStaffThread } from '../sales-reports/sales-reports.service.js';
import { sharedContent } from './shared-content.service.js';
import {
  countView,
  findLinkById,
  findLinkByTokenHash,
  insertLink,
  listLinks,
  revokeLink,
  type ShareLinkRow,
} from './share-links.repository.js';
import { isValidShareProof, shareProof } from './share-proof.js';

/** One answer for every link that opens nothing: unknown, expired, revoked, or its item no longer shown. */
const linkNotFound = () => AppError.notFound(shareLinkMessages.notFound);

function toLink(row: ShareLinkRow, now: Date): ShareLink {
  return {
    id: Number(row.id),
    target_kind: row.target_kind as ShareTargetKind,
    target_id: Number(row.target_id),
    project_id: Number(row.project_id),
    target_title: row.target_title,
    has_password: row.password_hash !== null,
    expires_at: row.expires_at,
    created_at: row.created_at,
    created_by: row.created_by_name ?? null,
    revoked_at: row.revoked_at,
    view_count: Number(row.view_count),
    last_viewed_at: row.last_viewed_at,
    state: shareLinkState(row, now),
  };
}

/** GET share_links: a project's links (or one item's) for staff. */
export async function shareLinks(db: Db, actor: Actor, query: ShareLinkListQuery) {
  requireStaff(actor);
  await requireProject(db, actor, query.project_id, 'read');
  const target =
    query.target_kind !== undefined && query.target_id !== undefined
      ? { kind: query.target_kind, id: query.target_id }
      : undefined;
  const now = new Date();
  return { links: (await listLinks(db, query.project_id, target)).map((row) => toLink(row, now)) };
}

/** The project an item belongs to, as staff reach it (each kind's own 404 when it is gone). */
async function projectOfTarget(db: Db, actor: Actor, kind: ShareTargetKind, id: number): Promise<number> {
  switch (kind) {
    case 'monthly_report':
      return Number((await requireMonthlyReport(db, actor, id, 'read')).project_id);
    case 'sales_report': {
      const { sale } = await requireReportForStaffThread(db, actor, id);
      if (sale.project_id === null) throw AppError.badInput('target_id', shareLinkMessages.saleWithoutProject);
      return sale.project_id;
    }
    case 'measure_report':
      return (await requireNode(db, actor, 'measure', id, 'read')).project_id;
    case 'project':
      return id;
  }
}

function titleOf(content: SharedContent): string {
  switch (content.target_kind) {
    case 'monthly_report':
      return content.monthly_report.title;
    case 'sales_report':
      return content.sales_report.title;
    case 'measure_report':
      return content.measure_report.base.measure;
    case 'project':
      return content.overview.project.project_name;
  }
}

/** What the link would show now, or undefined when a client user of the project would see nothing there. */
async function contentFor(
  db: Db,
  secret: string,
  link: { company_id: number; project_id: number; target_kind: string; target_id: number },
): Promise<SharedContent | undefined> {
  try {
    const content = await sharedContent(db, clientViewer(Number(link.company_id)), secret, {
      kind: link.target_kind as ShareTargetKind,
      id: Number(link.target_id),
      projectId: Number(link.project_id),
    });
    // A measure without its report yet shows the client nothing to read.
    if (content.target_kind === 'measure_report' && content.measure_report.report === null) return undefined;
    return content;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return undefined;
    throw error;
  }
}

function auditDetail(link: { target_kind: string; target_title: string }): string {
  return `${shareTargetKindLabels[link.target_kind as ShareTargetKind] ?? link.target_kind}「${link.target_title}」`;
}

/**
 * POST share_links/create (staff): a link to an item its project's client users can see now. The
 * token is answered once and only its hash kept; a password is kept as the users' are (argon2id).
 */
export async function createShareLink(db: Db, actor: Actor, secret: string, req: CreateShareLinkRequest) {
  requireStaff(actor);
  const projectId = await projectOfTarget(db, actor, req.target_kind, req.target_id);
  const project = await requireProject(db, actor, projectId, 'read');
  const content = await contentFor(db, secret, {
    company_id: project.company_id,
    project_id: projectId,
    target_kind: req.target_kind,
    target_id: req.target_id,
  });
  if (!content) throw AppError.badInput('target_id', shareLinkMessages.notShared);

  const token = newToken();
  const now = new Date();
  const passwordHash = req.password ? await hashPassword(req.password) : null;
  const row = {
    token_hash: hashToken(token),
    project_id: projectId,
    company_id: project.company_id,
    target_kind: req.target_kind,
    target_id: req.target_id,
    target_title: titleOf(content),
    password_hash: passwordHash,
    expires_at: shareLinkExpiresAt(now, req.expires_in_days),
    created_by: actor.userId,
    created_at: now.toISOString(),
  };
  const id = await inTransaction(db, async (trx) => {
    const inserted = await insertLink(trx, row);
    await recordAudit(trx, {
      actor: { userId: actor.userId },
      event: 'share_link_created',
      target: { kind: 'share_link', id: inserted },
      detail: auditDetail(row),
      now,
    });
    return inserted;
  });
  const saved = await findLinkById(db, id);
  if (!saved) throw linkNotFound();
  return { link: toLink(saved, now), token, path: sharedPath(token) };
}

/** POST share_links/revoke (staff): the link stops opening at once; revoking it again changes nothing. */
export async function revokeShareLink(db: Db, actor: Actor, id: number) {
  requireStaff(actor);
  const missing = () => AppError.notFound('共有リンクが見つかりません');
  const row = await findLinkById(db, id);
  if (!row) throw missing();
  await requireProject(db, actor, Number(row.project_id), 'read', missing);
  const now = new Date();
  await inTransaction(db, async (trx) => {
    if (!(await revokeLink(trx, Number(row.id), actor.userId, now.toISOString()))) return;
    await recordAudit(trx, {
      actor: { userId: actor.userId },
      event: 'share_link_revoked',
      target: { kind: 'share_link', id: Number(row.id) },
      detail: auditDetail(row),
      now,
    });
  });
  const saved = await findLinkById(db, id);
  if (!saved) throw missing();
  return { link: toLink(saved, now) };
}

/** A live link by its token: every other case is the one 404, answered by the same path. */
async function activeLink(db: Db, token: string, now: Date): Promise<ShareLinkRow> {
  const row = await findLinkByTokenHash(db, hashToken(token));
  if (!row || shareLinkState(row, now) !== 'active') throw linkNotFound();
  return row;
}

/**
 * POST shared/open (public): the item as a client user of its project sees it, counted as a view;
 * a link with a password answers `locked` until a proof of it comes along.
 */
export async function openShared(
  db: Db,
  secret: string,
  req: { token: string; proof?: string | undefined },
): Promise<OpenSharedResponse> {
  const now = new Date();
  const row = await activeLink(db, req.token, now);
  if (row.password_hash !== null && !(req.proof && isValidShareProof(secret, Number(row.id), req.proof, now))) {
    return { state: 'locked' };
  }
  const content = await contentFor(db, secret, row);
  if (!content) throw linkNotFound();
  await inTransaction(db, async (trx) => {
    await countView(trx, Number(row.id), now.toISOString());
    await recordAudit(trx, {
      actor: { name: '共有リンクの閲覧者' },
      event: 'share_link_opened',
      target: { kind: 'share_link', id: Number(row.id) },
      detail: auditDetail(row),
      now,
    });
  });
  return { state: 'open', expires_at: row.expires_at, content };
}

/**
 * POST shared/unlock (public): the link's password, throttled as sign-ins are (modules/auth), for a
 * proof that opens this link for a while. A wrong one is 400 on the password field; a link that
 * would open nothing is the one 404 before any password is looked at.
 */
export async function unlockShared(
  db: Db,
  secret: string,
  req: { token: string; password: string },
  address: string,
  log: SignInLog,
) {
  const now = new Date();
  const row = await activeLink(db, req.token, now);
  // A link whose item is no longer shown answers as a missing one here too, password or not.
  if (!(await contentFor(db, secret, row))) throw linkNotFound();
  const hash = row.password_hash;
  if (hash !== null) {
    const ok = await checkSecretThrottled(
      db,
      { secret: `share-link:${row.id}`, address },
      log,
      shareLinkMessages.passwordRetry,
      () => verifyPassword(hash, req.password),
      now,
    );
    if (!ok) throw AppError.badInput('password', shareLinkMessages.passwordWrong);
  }
  return shareProof(secret, Number(row.id), now);
}
