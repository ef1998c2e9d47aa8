import { z } from '@kaizen/domain';

/** What the monthly editor holds: dates as 'YYYY-MM-DD' or '' when not set. */
export const reportValuesSchema = z.object({
  title: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  body: z.string(),
});
export type ReportValues = z.infer<typeof reportValuesSchema>;

const PREFIX = 'kaizen.monthlyReportDraft';

/** One draft per report, or per project and kind for a report not yet created. */
export const draftKeys = {
  report: (reportId: number) => `${PREFIX}.report.${reportId}`,
  newReport: (projectId: number, kind: 'regular' | 'point') => `${PREFIX}.new.${projectId}.${kind}`,
};

/** The values of a report or template as the editor holds them. */
export function valuesOf(source: {
  title: string;
  period_start: string | null;
  period_end: string | null;
  body: string;
}): ReportValues {
  return {
    title: source.title,
    period_start: source.period_start ?? '',
    period_end: source.period_end ?? '',
    body: source.body,
  };
}
