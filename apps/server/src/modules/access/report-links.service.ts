import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { isHiddenFrom } from './visibility.js';
import { findReportFlags } from './report-flags.repository.js';

/**
 * The measures whose report the caller may open: it has one, and it is not hidden from them
 * (requireReport's rule). The measures come from the caller's live tree of a project already
 * checked (no deleted ones, none hidden from a client user), so what is left to check is the
 * report's own flag — one query for all of them.
 */
export async function openReports(db: Db, actor: Actor, measureIds: number[]): Promise<Set<number>> {
  const flags = await findReportFlags(db, measureIds);
  return new Set(flags.filter((report) => !isHiddenFrom(actor, report)).map((report) => report.measure_id));
}

/**
 * The measures a screen may link to their report page: staff to every one (a measure without a
 * report offers to create it there), a client user only to a report that exists and is shown —
 * any other link would lead the client to a 404 (issue 15).
 */
export async function reportLinks(db: Db, actor: Actor, measureIds: number[]): Promise<Set<number>> {
  return actor.isClient ? openReports(db, actor, measureIds) : new Set(measureIds);
}
