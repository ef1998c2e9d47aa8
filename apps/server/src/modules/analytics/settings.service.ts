import {
  readServiceAccountKey,
  type AnalyticsKeyStatus,
  type AnalyticsSettingsResponse,
  type MasterLists,
  type MeasureSettings,
  type updateAnalyticsSettingsRequestSchema,
  type UpdateMeasureSettingsRequest,
  type z,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { projectTransaction } from '../../lib/project-transaction.js';
import { recordAudit } from '../audit/audit.service.js';
import { checkMasterIds, definedOnly } from '../../lib/request-fields.js';
import { sealSecret } from '../../lib/secret-box.js';
import { requireStaff } from '../access/staff-policy.js';
import { requireProject } from '../access/access.service.js';
import { masterLists } from '../settings/masters.service.js';
import { findSettings, upsertSettings, type SettingsColumns, type SettingsRow } from './settings.repository.js';
import { recordChanges } from '../history/history.recorder.js';

type UpdateAnalyticsSettings = z.output<typeof updateAnalyticsSettingsRequestSchema>;

/** The additional data a project's key is sealed with: a sealed key copied to another row does not open. */
export const secretContext = (projectId: number) => `analytics_settings:${projectId}`;

/**
 * A change on the setting page: the project must be readable (another company's client: 404), and
 * only staff change it (the project's client: 403, even where client editing of the tree is allowed).
 */
export async function requireSettingsEditor(db: Db, actor: Actor, projectId: number) {
  const project = await requireProject(db, actor, projectId, 'read');
  requireStaff(actor);
  return project;
}

/** What the screens learn of the key: never the key; a client user learns only whether one is set. */
function keyStatus(actor: Actor, row: SettingsRow | undefined): AnalyticsKeyStatus {
  if (!row?.secret_box || actor.isClient) {
    return {
      is_set: Boolean(row?.secret_box),
      client_email: null,
      checked_at: null,
      check_ok: null,
      check_message: null,
    };
  }
  return {
    is_set: true,
    client_email: row.secret_client_email,
    checked_at: row.secret_checked_at,
    check_ok: row.secret_check_ok === null ? null : row.secret_check_ok === 1,
    check_message: row.secret_check_message,
  };
}

/** The key status of a project's stored row, as the caller may see it. */
export async function keyStatusOf(db: Db, actor: Actor, projectId: number): Promise<AnalyticsKeyStatus> {
  return keyStatus(actor, await findSettings(db, projectId));
}

/** A default whose master entry was deleted since is no default any more. */
function existing(masters: MasterLists, kind: 'device' | 'master_verification' | 'improvement', id: number | null) {
  return id !== null && masters[kind].some((item) => item.id === id) ? id : null;
}

function measureSettingsOf(masters: MasterLists, row: SettingsRow | undefined): MeasureSettings {
  const slot = row?.measure_cv_slot;
  return {
    device: existing(masters, 'device', row?.measure_device ?? null),
    verification: existing(masters, 'master_verification', row?.measure_verification ?? null),
    improvement: existing(masters, 'improvement', row?.measure_improvement ?? null),
    cv_slot: slot === 1 || slot === 2 || slot === 3 ? slot : null,
  };
}

async function settingsResponse(
  db: Db,
  actor: Actor,
  project: { id: number; company_id: number },
): Promise<AnalyticsSettingsResponse> {
  const row = await findSettings(db, project.id);
  const masters = await masterLists(db);
  return {
    settings: {
      project_id: project.id,
      property_id: row?.property_id ?? '',
      account_id: row?.account_id ?? '',
      view_id: row?.view_id ?? '',
      company_id: project.company_id,
      session_id: row?.session_id ?? 'sessions',
      cv1_id: row?.cv1_id ?? '',
      cv2_id: row?.cv2_id ?? '',
      cv3_id: row?.cv3_id ?? '',
      is_transaction: row?.is_transaction === 1 ? 1 : 0,
      key: keyStatus(actor, row),
      updated_at: row?.updated_at ?? null,
    },
    measure_settings: measureSettingsOf(masters, row),
    masters: { device: masters.device, improvement: masters.improvement, verification: masters.master_verification },
    can_edit: !actor.isClient,
  };
}

/** GET projects/analytics_settings: everyone who may read the project; the key as keyStatus allows. */
export async function analyticsSettings(db: Db, actor: Actor, projectId: number): Promise<AnalyticsSettingsResponse> {
  const project = await requireProject(db, actor, projectId, 'read');
  return settingsResponse(db, actor, { id: Number(project.id), company_id: Number(project.company_id) });
}

const noCheck = { secret_checked_at: null, secret_check_ok: null, secret_check_message: null };

/** The key columns of a save: omitted keeps the key, null removes it, text is sealed for this row. */
function keyColumns(secretsKey: string, projectId: number, secretsjson: string | null | undefined): SettingsColumns {
  if (secretsjson === undefined) return {};
  if (secretsjson === null) return { secret_box: null, secret_client_email: null, ...noCheck };
  const read = readServiceAccountKey(secretsjson);
  // The route schema refused such text already; the reason names the field, never the text.
  if ('error' in read) throw AppError.badInput('secretsjson', read.error);
  return {
    secret_box: sealSecret(secretsKey, secretContext(projectId), secretsjson),
    secret_client_email: read.key.client_email,
    ...noCheck,
  };
}

/** The settings' fields the change history names; the key is recorded as 「設定」/「削除」 only. */
const recordedSettings = [
  'account_id',
  'property_id',
  'view_id',
  'session_id',
  'cv1_id',
  'cv2_id',
  'cv3_id',
  'is_transaction',
  'secret_box',
  'measure_device',
  'measure_verification',
  'measure_improvement',
  'measure_cv_slot',
];

async function writeSettings(trx: Db, actor: Actor, projectId: number, columns: SettingsColumns): Promise<void> {
  const before = (await findSettings(trx, projectId)) ?? {};
  await upsertSettings(trx, projectId, columns);
  const target = { kind: 'project' as const, id: projectId, projectId, title: 'アナリティクス設定' };
  await recordChanges(trx, actor, target, before, columns, recordedSettings);
}

/**
 * POST projects/updateViewIDSecretsJson: the fields sent (an empty session metric means GA4's
 * 'sessions'), and the key as keyColumns says. A replaced or removed key loses its last check.
 */
export async function updateAnalyticsSettings(
  db: Db,
  actor: Actor,
  secretsKey: string,
  req: UpdateAnalyticsSettings,
): Promise<AnalyticsSettingsResponse> {
  const project = await requireSettingsEditor(db, actor, req.projectId);
  const columns: SettingsColumns = {
    ...definedOnly({
      account_id: req.accountId,
      property_id: req.propertyId,
      view_id: req.viewId,
      session_id: req.sessionId === '' ? 'sessions' : req.sessionId,
      cv1_id: req.CV1,
      cv2_id: req.CV2,
      cv3_id: req.CV3,
      is_transaction: req.transaction,
    }),
    ...keyColumns(secretsKey, req.projectId, req.secretsjson),
  };
  await projectTransaction(db, req.projectId, async (trx) => {
    await writeSettings(trx, actor, req.projectId, columns);
    if (req.secretsjson === undefined) return;
    // The key's client e-mail at most: the key itself never reaches the log.
    await recordAudit(trx, {
      actor: { userId: actor.userId },
      event: req.secretsjson === null ? 'analytics_key_removed' : 'analytics_key_set',
      target: { kind: 'project', id: req.projectId },
      ...(columns.secret_client_email ? { detail: columns.secret_client_email } : {}),
    });
  });
  return settingsResponse(db, actor, { id: req.projectId, company_id: Number(project.company_id) });
}

/** POST projects/update_measure_settings: defaults of a new measure report; master ids must exist. */
export async function updateMeasureSettings(
  db: Db,
  actor: Actor,
  req: UpdateMeasureSettingsRequest,
): Promise<AnalyticsSettingsResponse> {
  const project = await requireSettingsEditor(db, actor, req.project_id);
  checkMasterIds(await masterLists(db), [
    ['device', 'device', req.device],
    ['verification', 'master_verification', req.verification],
    ['improvement', 'improvement', req.improvement],
  ]);
  const columns = definedOnly({
    measure_device: req.device,
    measure_verification: req.verification,
    measure_improvement: req.improvement,
    measure_cv_slot: req.cv_slot,
  });
  await projectTransaction(db, req.project_id, (trx) => writeSettings(trx, actor, req.project_id, columns));
  return settingsResponse(db, actor, { id: req.project_id, company_id: Number(project.company_id) });
}

/**
 * The project's defaults for a new measure report (measure_reports/create fills what its request
 * leaves out); null where none is set or its master entry is gone. No access check: the caller's.
 */
export async function measureReportDefaults(
  db: Db,
  projectId: number,
): Promise<Pick<MeasureSettings, 'device' | 'verification' | 'improvement'>> {
  const { device, verification, improvement } = measureSettingsOf(
    await masterLists(db),
    await findSettings(db, projectId),
  );
  return { device, verification, improvement };
}
