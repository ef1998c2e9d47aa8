import { Button, Divider } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { EditAndPrintButtons } from '../../../../components/EditAndPrintButtons';
import { PrintPage } from '../../../../components/markdown/PrintPage';
import { CommentsPanel } from '../../../comments/public';
import { HistoryPanel } from '../../../history/public';
import { ReportArticle } from '../../../../components/markdown/ReportArticle';
import { PrefetchLink } from '../../../../components/PrefetchLink';
import { useRecordPrint } from '../../../../lib/record-export';
import { SalesReportHeading } from './SalesReportHeading';
import { SalesReportLoader } from './SalesReportLoader';
import { saleHomePath, salesReportEditPath, type SalesArea } from './paths';

/** A sales report as staff read and print it (A4, no app chrome or buttons), from either area. */
export function SalesReportView({ area }: { area: SalesArea }) {
  useRecordPrint('report_pdf');
  return (
    <SalesReportLoader>
      {(report) => (
        <PrintPage>
          <SalesReportHeading
            report={report}
            actions={
              <>
                <Button
                  component={PrefetchLink}
                  to={saleHomePath(area, report.sale_id)}
                  variant="subtle"
                  leftSection={<IconArrowLeft size={16} />}
                >
                  顧客詳細に戻る
                </Button>
                <EditAndPrintButtons
                  editTo={report.can_edit ? salesReportEditPath(report.sale_id, report.id) : undefined}
                />
              </>
            }
          />
          <Divider />
          <ReportArticle html={report.html} label="レポート本文" />
          <HistoryPanel kind="sales_report" id={report.id} />
          <CommentsPanel target={{ target_kind: 'sales_report', target_id: report.id }} />
        </PrintPage>
      )}
    </SalesReportLoader>
  );
}
