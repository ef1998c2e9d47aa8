import type { SalesReport } from '@kaizen/domain';
import type { ReactNode } from 'react';
import { ReportHeadingFrame } from '../../../../components/markdown/ReportHeadingFrame';

/** A sales report's title and facts (customer, author, last update), with the screen's actions beside them. */
export function SalesReportHeading({ report, actions }: { report: SalesReport; actions: ReactNode }) {
  return (
    <ReportHeadingFrame report={report} facts={[{ label: '顧客', value: report.project_name }]} actions={actions} />
  );
}
