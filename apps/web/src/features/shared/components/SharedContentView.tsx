import { Button, Divider } from '@mantine/core';
import type { SharedContent } from '@kaizen/domain';
import { IconPrinter } from '@tabler/icons-react';
import { ReportArticle } from '../../../components/markdown/ReportArticle';
import { PrintPage } from '../../../components/markdown/PrintPage';
import { SharedMeasureReport } from '../../measure-reports/public';
import { ReportHeading } from '../../monthly-reports/public';
import { SharedOverview } from '../../overview/public';
import { SalesReportHeading } from '../../sales/public';

const printButton = (
  <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
    印刷
  </Button>
);

/** The item as its own page lays it out for print, read only: the same pieces, without the app around them. */
export function SharedContentView({ content }: { content: SharedContent }) {
  switch (content.target_kind) {
    case 'monthly_report':
      return (
        <PrintPage>
          <ReportHeading report={content.monthly_report} actions={printButton} />
          <Divider />
          <ReportArticle html={content.monthly_report.html} label="レポート本文" />
        </PrintPage>
      );
    case 'sales_report':
      return (
        <PrintPage>
          <SalesReportHeading report={content.sales_report} actions={printButton} />
          <Divider />
          <ReportArticle html={content.sales_report.html} label="レポート本文" />
        </PrintPage>
      );
    case 'measure_report':
      return (
        <SharedMeasureReport
          data={content.measure_report}
          projectId={content.project_id}
          measureId={content.measure_id}
          actions={printButton}
        />
      );
    case 'project':
      return <SharedOverview data={content.overview} />;
  }
}
