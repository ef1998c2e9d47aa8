import {
  analyticsMessages,
  fetchPeriodProblem,
  ga4ErrorMessages,
  readServiceAccountKey,
  todayInJapan,
  type AnalyticsMonth,
  type ConnectionTestResponse,
} from '@kaizen/domain';
import type { Config } from '../../config.js';
import { nowIso } from '../../db/schema-helpers.js';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { projectTransaction } from '../../lib/project-transaction.js';
import { openSecret, SecretUnreadableError } from '../../lib/secret-box.js';
import { checkConnection, fetchMonthFigures, Ga4Error, type Ga4Call } from './ga4-client.js';
import { listMonths, upsertMonths } from './months.repository.js';
import { findSettings, storeCheck, type SettingsRow } from './settings.repository.js';
import { keyStatusOf, requireSettingsEditor, secretContext } from './settings.service.js';
import { recordUpdate } from '../history/history.recorder.js';

type Ga4Config = Pick<Config, 'ga4ApiBase' | 'secretsKey'>;

/** A row with a property id and a key; 400 otherwise. */
function configured(row: SettingsRow | undefined): SettingsRow & { secret_box: string } {
  if (!row?.property_id || !row.secret_box) throw new AppError('bad_input', analyticsMessages.notConfigured);
  return row as SettingsRow & { secret_box: string };
}

/** The GA4 call of a configured row, its key opened; SecretUnreadableError when it does not open. */
function ga4CallOf(config: Ga4Config, row: SettingsRow & { secret_box: string }): Ga4Call {
  const read = readServiceAccountKey(openSecret(config.secretsKey, secretContext(row.project_id), row.secret_box));
  // Only checked keys are sealed; one that opens but is no key is as unusable as one that does not open.
  if ('error' in read) throw new SecretUnreadableError();
  return { apiBase: config.ga4ApiBase, key: read.key, property: row };
}

/** The reason a GA4 call failed, as the page says it; anything else is not ours to explain. */
function reasonOf(error: unknown): string {
  if (error instanceof SecretUnreadableError) return analyticsMessages.keyUnreadable;
  if (error instanceof Ga4Error) return ga4ErrorMessages[error.kind];
  throw error;
}

/** A GA4 call's failure as the API answers it: GA4's refusal 502 with its reason, a key that does not open 400. */
async function asAppError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const reason = reasonOf(error);
    if (!(error instanceof Ga4Error)) throw new AppError('bad_input', reason);
    const refused = new AppError('upstream', reason);
    refused.cause = error;
    throw refused;
  }
}

/**
 * Runs a GA4 call with the project's connection (issue 32 §1: a report's counts). A project without a
 * property id or key is 400 with `notConnected`; errors are answered as fetchMonths answers them.
 */
export async function withGa4Connection<T>(
  db: Db,
  config: Ga4Config,
  projectId: number,
  notConnected: string,
  run: (call: Ga4Call) => Promise<T>,
): Promise<T> {
  const row = await findSettings(db, projectId);
  if (!row?.property_id || !row.secret_box) throw new AppError('bad_input', notConnected);
  const ready = configured(row);
  return asAppError(() => run(ga4CallOf(config, ready)));
}

/**
 * POST gaapis/setGAsetting: the connection test, a one-day report. Its result is stored with the key
 * and answered (200) whether GA4 said yes or not; an unconfigured project is 400.
 */
export async function connectionTest(
  db: Db,
  actor: Actor,
  config: Ga4Config,
  projectId: number,
): Promise<ConnectionTestResponse> {
  await requireSettingsEditor(db, actor, projectId);
  const row = configured(await findSettings(db, projectId));
  let result: { ok: boolean; message: string };
  try {
    await checkConnection(ga4CallOf(config, row));
    result = { ok: true, message: analyticsMessages.connectionOk };
  } catch (error) {
    result = { ok: false, message: reasonOf(error) };
  }
  await storeCheck(db, projectId, row.secret_box, { at: nowIso(), ...result });
  return { ...result, key: await keyStatusOf(db, actor, projectId) };
}

/**
 * Fetches months from..to of a configured project and stores them (source ga4, by userId; null for
 * the nightly job), all or none. Throws SecretUnreadableError or Ga4Error; answers the months stored.
 */
export async function fetchAndStoreMonths(
  db: Db,
  config: Ga4Config,
  row: SettingsRow,
  from: string,
  to: string,
  userId: number | null,
): Promise<number> {
  const figures = await fetchMonthFigures(ga4CallOf(config, configured(row)), from, to);
  await projectTransaction(db, row.project_id, async (trx) => {
    await upsertMonths(trx, row.project_id, figures, 'ga4', userId);
    const target = { kind: 'project' as const, id: row.project_id, projectId: row.project_id, title: 'アナリティクス' };
    await recordUpdate(trx, userId === null ? null : { userId }, target, 'figures');
  });
  return figures.length;
}

function toMonth(row: Awaited<ReturnType<typeof listMonths>>[number]): AnalyticsMonth {
  return { ...row, fetched_by_name: row.fetched_by_name ?? null };
}

/** POST gaapis/setGAAPIData: fetch and store the months; GA4's refusal is 502 with its reason. */
export async function fetchMonths(
  db: Db,
  actor: Actor,
  config: Ga4Config,
  req: { project_id: number; from: string; to: string },
) {
  await requireSettingsEditor(db, actor, req.project_id);
  const problem = fetchPeriodProblem(req.from, req.to, todayInJapan().slice(0, 7));
  if (problem) throw AppError.badInput(problem.field, problem.message);
  const row = configured(await findSettings(db, req.project_id));
  const count = await asAppError(() => fetchAndStoreMonths(db, config, row, req.from, req.to, actor.userId));
  const months = await listMonths(db, req.project_id, req.from, req.to);
  return { months: months.map(toMonth), message: analyticsMessages.fetched(count) };
}
