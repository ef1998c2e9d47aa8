import type { MonthlyReportListItem } from '@kaizen/domain';
import type { ReactNode } from 'react';
import { ReportHeadingFrame } from '../../../components/markdown/ReportHeadingFrame';
import { formatPeriod } from '../../../lib/dates';
import { ReportTypeBadge } from './ReportTypeBadge';

/** A report's title and facts (type, period, author, last update), with the screen's actions beside them. */
export function ReportHeading({ report, actions }: { report: MonthlyReportListItem; actions?: ReactNode }) {
  return (
    <ReportHeadingFrame
      report={report}
      badge={<ReportTypeBadge type={report.type} />}
      facts={[{ label: '期間', value: formatPeriod(report.period_start, report.period_end) ?? '—' }]}
      actions={actions}
    />
  );
}
