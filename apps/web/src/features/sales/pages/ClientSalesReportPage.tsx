import { Button, Divider } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { EditAndPrintButtons } from '../../../components/EditAndPrintButtons';
import { NotFoundPage } from '../../../components/errors/NotFoundPage';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { PrintPage } from '../../../components/markdown/PrintPage';
import { ReportArticle } from '../../../components/markdown/ReportArticle';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { useRecordPrint } from '../../../lib/record-export';
import { ShareLinksButton } from '../../share-links/public';
import { useSalesReport } from '../api/reports';
import { SalesReportHeading } from '../components/reports/SalesReportHeading';

function ClientSalesReport({ projectId, reportId }: { projectId: number; reportId: number }) {
  const { data: report, isPending, error } = useSalesReport(reportId, projectId);
  useRecordPrint('report_pdf', projectId);
  if (isPending) return <FullPageLoader />;
  // 404 for a hidden report, another company's, or one whose customer is not this project.
  if (error) return <RouteErrorContent error={error} />;
  return (
    <PrintPage>
      <SalesReportHeading
        report={report}
        actions={
          <>
            <Button
              component={PrefetchLink}
              to={`/client/${projectId}/reports`}
              variant="subtle"
              leftSection={<IconArrowLeft size={16} />}
            >
              一覧に戻る
            </Button>
            {/* can_edit: staff, who may share the report as the client reads it here. */}
            {report.can_edit ? <ShareLinksButton target={{ projectId, kind: 'sales_report', id: report.id }} /> : null}
            <EditAndPrintButtons />
          </>
        }
      />
      <Divider />
      <ReportArticle html={report.html} label="レポート本文" />
    </PrintPage>
  );
}

/**
 * /client/{projectId}/reports/sale/{id}: a shown sales report of the customer that became this project,
 * read under the project; only 印刷 beside it.
 */
export default function ClientSalesReportPage() {
  const { clientProjectId, saleReportId } = useParams();
  if (!saleReportId || !/^\d+$/.test(saleReportId)) return <NotFoundPage />;
  return (
    <ClientSalesReport
      key={`${clientProjectId}-${saleReportId}`}
      projectId={Number(clientProjectId)}
      reportId={Number(saleReportId)}
    />
  );
}
