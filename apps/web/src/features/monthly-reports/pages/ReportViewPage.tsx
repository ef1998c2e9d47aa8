import { Button, Divider, Stack } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconPrinter } from '@tabler/icons-react';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { ReportArticle } from '../components/ReportArticle';
import { ReportHeading } from '../components/ReportHeading';
import { ReportLoader } from '../components/ReportLoader';
import classes from '../monthly-report.module.css';
import { reportEditPath, reportsPath } from '../paths';

/** /client/{projectId}/reports/{reportId}: the report as read and printed (A4, no app chrome or buttons). */
export default function ReportViewPage() {
  return (
    <ReportLoader>
      {(report) => (
        <Stack gap="md" className={classes.printPage}>
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
                  <Button
                    component={PrefetchLink}
                    to={reportEditPath(report.project_id, report.id)}
                    variant="default"
                    leftSection={<IconPencil size={16} />}
                  >
                    編集
                  </Button>
                ) : null}
                <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
                  印刷
                </Button>
              </>
            }
          />
          <Divider />
          <ReportArticle html={report.html} label="レポート本文" />
        </Stack>
      )}
    </ReportLoader>
  );
}
