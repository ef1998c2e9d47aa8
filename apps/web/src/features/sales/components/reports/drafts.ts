import { z } from '@kaizen/domain';

/** What the sales report editor holds. */
export const salesReportValuesSchema = z.object({ title: z.string(), body: z.string() });
export type SalesReportValues = z.infer<typeof salesReportValuesSchema>;

const PREFIX = 'kaizen.salesReportDraft';

/** One draft per report, or per customer for a report not yet created. */
export const salesDraftKeys = {
  report: (reportId: number) => `${PREFIX}.report.${reportId}`,
  newReport: (saleId: number) => `${PREFIX}.new.${saleId}`,
};
