import { Button, Divider } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { EditAndPrintButtons } from '../../../components/EditAndPrintButtons';
import { ReportArticle } from '../../../components/markdown/ReportArticle';
import { PrintPage } from '../../../components/markdown/PrintPage';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { useRecordPrint } from '../../../lib/record-export';
import { CommentsPanel } from '../../comments/public';
import { HistoryPanel } from '../../history/public';
import { ShareLinksButton } from '../../share-links/public';
import { confirmIfPlaceholders } from '../components/confirm-placeholders';
import { ReportHeading } from '../components/ReportHeading';
import { ReportLoader } from '../components/ReportLoader';
import { reportEditPath, reportsPath } from '../paths';

/** /client/{projectId}/reports/{reportId}: the report as read and printed (A4, no app chrome or buttons). */
export default function ReportViewPage() {
  const { clientProjectId } = useParams();
  useRecordPrint('report_pdf', Number(clientProjectId));
  return (
    <ReportLoader>
      {(report) => (
        <PrintPage>
          <ReportHeading
            report={report}
            actions={
              <>
                <Button
                  component={PrefetchLink}
                  to={reportsPath(report.project_id)}
                  variant="subtle"
                  leftSection={<IconArrowLeft size={16} />}
                >
                  一覧に戻る
                </Button>
                {report.can_edit ? (
                  <ShareLinksButton target={{ projectId: report.project_id, kind: 'monthly_report', id: report.id }} />
                ) : null}
                <EditAndPrintButtons
                  editTo={report.can_edit ? reportEditPath(report.project_id, report.id) : undefined}
                  onPrint={() => confirmIfPlaceholders(report.body, '印刷', () => window.print())}
                />
              </>
            }
          />
          <Divider />
          <ReportArticle html={report.html} label="レポート本文" />
          <HistoryPanel kind="monthly_report" id={report.id} />
          <CommentsPanel target={{ target_kind: 'monthly_report', target_id: report.id }} />
        </PrintPage>
      )}
    </ReportLoader>
  );
}
