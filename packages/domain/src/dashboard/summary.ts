import { z } from '../common/zod.js';

/**
 * GET pb_dashboards/summary (project_id): what a client looks at first — the goal, how the KPIs
 * stand, the latest report it may read and the measures being verified now.
 */
export const dashboardSummarySchema = z.object({
  kgi: z.object({
    purpose: z.string(),
    kgi: z.string(),
    start_line: z.string().nullable(),
    dead_line: z.string().nullable(),
  }),
  /** KPIs per status, in the status list's order; status null (ステータスなし) last, when there are any. */
  kpi_status_counts: z.array(
    z.object({ status: z.number().int().nullable(), name: z.string(), count: z.number().int() }),
  ),
  kpi_total: z.number().int(),
  /** The newest monthly report the caller may read (public ones only for client users). */
  latest_report: z
    .object({
      id: z.number().int(),
      title: z.string(),
      is_regular: z.union([z.literal(0), z.literal(1)]),
      period_start: z.string().nullable(),
      period_end: z.string().nullable(),
    })
    .nullable(),
  /**
   * Measures in verification now: status 検証中, or a verification period covering today (Japan).
   * Measures hidden from client users are left out for them.
   */
  verifying_measures: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      status_name: z.string().nullable(),
      verification_start_date: z.string().nullable(),
      verification_end_date: z.string().nullable(),
      /** The measure has a report the caller may open. */
      has_report: z.boolean(),
    }),
  ),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** Verifying now: a status of class 'ver' (検証中), or a period that covers today (both dates set). */
export function isVerifyingNow(
  measure: { verification_start_date: string | null; verification_end_date: string | null },
  statusClass: string | null,
  today: string,
): boolean {
  if (statusClass === 'ver') return true;
  const { verification_start_date: start, verification_end_date: end } = measure;
  return start !== null && end !== null && start <= today && today <= end;
}
