import { Button, Divider, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { EditAndPrintButtons } from '../../../components/EditAndPrintButtons';
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
                <EditAndPrintButtons
                  editTo={report.can_edit ? reportEditPath(report.project_id, report.id) : undefined}
                />
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
