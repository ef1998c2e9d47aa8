import {
  decodeCsvBytes,
  parseResultsCsv,
  resultsCsvMessages,
  resultsRequestOf,
  type ImportResultsResponse,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { requireReport } from '../access/access.service.js';
import { patternsOf } from './measure-reports.repository.js';
import { updateResults } from './verification-data.service.js';

/**
 * POST measure_reports/import_results (issue 32 §1): a report's counts from a CSV, read on the server
 * as the analytics CSV is (decisions/0033). dry_run 1 answers the preview; dry_run 0 saves through
 * update_results — the same rules, lock and access — or refuses every row when one is wrong.
 */
export async function importResultsCsv(
  db: Db,
  actor: Actor,
  input: { measure_id: number; dry_run: '0' | '1'; data: Uint8Array },
): Promise<ImportResultsResponse> {
  const { measure } = await requireReport(db, actor, input.measure_id, 'edit');
  const patterns = await patternsOf(db, measure.id);
  const { rows, errors } = parseResultsCsv(decodeCsvBytes(input.data), patterns);
  if (input.dry_run === '1') {
    const message = errors.length > 0 ? resultsCsvMessages.hasErrors : resultsCsvMessages.preview(rows.length);
    return { rows, errors, saved: false, message };
  }
  if (errors.length > 0) {
    throw new AppError(
      'bad_input',
      resultsCsvMessages.hasErrors,
      [{ field: 'file', message: resultsCsvMessages.hasErrors }],
      undefined,
      { errors },
    );
  }
  await updateResults(db, actor, resultsRequestOf(measure.id, rows));
  return { rows, errors: [], saved: true, message: resultsCsvMessages.imported(rows.length) };
}
