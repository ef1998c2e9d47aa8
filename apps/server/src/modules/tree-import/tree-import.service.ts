import {
  planTreeImport,
  readTreeRows,
  treeImportFileMessages,
  TREE_IMPORT_MAX_ROWS,
  type CsvRowError,
  type ImportTreeResponse,
} from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/app-error.js';
import { projectTransaction } from '../../lib/project-transaction.js';
import { requireProject } from '../access/access.service.js';
import { importablePeople } from '../assignees/assignees.service.js';
import { masterLists } from '../settings/masters.service.js';
import { applyPlan, planSummary, projectTreeOf } from './plan-writer.service.js';
import { importRecords } from './tree-file.js';

/** Only staff import a tree: a client's view of it lacks hidden measures, which the file could not name. */
export async function requireTreeImport(db: Db, actor: Actor, projectId: number) {
  const project = await requireProject(db, actor, projectId, 'edit');
  if (actor.isClient) throw AppError.forbidden(treeImportFileMessages.staffOnly);
  return project;
}

const byLine = (a: CsvRowError, b: CsvRowError) => a.line - b.line;

const refused = (errors: CsvRowError[]) =>
  new AppError(
    'bad_input',
    treeImportFileMessages.hasErrors,
    [{ field: 'file', message: treeImportFileMessages.hasErrors }],
    undefined,
    { errors },
  );

/**
 * POST managements/import_tree (issue 36 §2, decisions/0047): a tree from a workbook or CSV. A dry
 * run answers what would be created and changed, and each refused cell; the import itself writes
 * all or nothing, in one transaction under the project's lock, planned again against the tree as it
 * stands then.
 */
export async function importTree(
  db: Db,
  actor: Actor,
  projectId: number,
  input: { dry_run: '0' | '1'; data: Uint8Array },
): Promise<ImportTreeResponse> {
  const project = await requireTreeImport(db, actor, projectId);
  const records = await importRecords(input.data);
  if (!records) throw AppError.badInput('file', treeImportFileMessages.unreadable);
  if (records.length <= 1) throw AppError.badInput('file', treeImportFileMessages.empty);
  if (records.length - 1 > TREE_IMPORT_MAX_ROWS) throw AppError.badInput('file', treeImportFileMessages.tooMany);
  const masters = await masterLists(db);
  const read = readTreeRows(records, masters, await importablePeople(db, project));
  const plan = planTreeImport(read.rows, await projectTreeOf(db, projectId));
  const errors = [...read.errors, ...plan.errors].sort(byLine);
  const { changed, ...answer } = planSummary(records.length - 1, plan.nodes, errors);

  if (input.dry_run === '1') {
    const message =
      errors.length > 0
        ? treeImportFileMessages.hasErrors
        : changed > 0
          ? treeImportFileMessages.preview(changed)
          : treeImportFileMessages.nothing;
    return { ...answer, saved: false, message };
  }
  if (errors.length > 0) throw refused(errors);

  const saved = await projectTransaction(db, projectId, async (trx) => {
    const fresh = planTreeImport(read.rows, await projectTreeOf(trx, projectId));
    if (fresh.errors.length > 0) throw refused(fresh.errors);
    await applyPlan(trx, actor, projectId, fresh.nodes, masters);
    return planSummary(records.length - 1, fresh.nodes, []);
  });
  const { changed: written, ...done } = saved;
  return { ...done, saved: true, message: treeImportFileMessages.imported(written) };
}
