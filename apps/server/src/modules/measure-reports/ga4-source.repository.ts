import type { Db } from '../../db/types.js';
import { updateReport } from './measure-reports.repository.js';

export interface Ga4SourceFields {
  kind: string;
  dimension: string | null;
  event: string;
  values: { pattern: number; value: string }[];
}

/** Within the report's transaction: the source replaces the one before, values of patterns left out cleared. */
export async function saveGa4Source(trx: Db, measureId: number, source: Ga4SourceFields): Promise<void> {
  await updateReport(trx, measureId, {
    ga4_kind: source.kind,
    ga4_dimension: source.dimension,
    ga4_event: source.event,
  });
  await trx.updateTable('report_patterns').set({ ga4_value: null }).where('measure_id', '=', measureId).execute();
  for (const { pattern, value } of source.values) {
    await trx
      .updateTable('report_patterns')
      .set({ ga4_value: value === '' ? null : value })
      .where('measure_id', '=', measureId)
      .where('pattern', '=', pattern)
      .execute();
  }
}
