import { Stack, Text, Title } from '@mantine/core';
import { ReportListTable } from '../../../../components/markdown/ReportListTable';
import { useProjectSalesReports } from '../../api/reports';
import { clientSalesReportPath } from './paths';

/**
 * 営業レポート on a project's report list: the reports of the sales customer that became this project
 * (client users get the shown ones only, the server decides). A project that was never a sales
 * customer has none, and the section is left out — so is it from a page printed for the client when
 * every report is private.
 */
export function ProjectSalesReports({ projectId }: { projectId: number }) {
  const list = useProjectSalesReports(projectId);
  if (list.isPending) return null;
  if (list.error) {
    return (
      <Text size="sm" c="dimmed" role="alert">
        営業レポートを読み込めませんでした。ページを再読み込みしてください。
      </Text>
    );
  }
  const { reports } = list.data;
  if (reports.length === 0) return null;
  return (
    <Stack
      gap="sm"
      component="section"
      aria-label="営業レポート"
      data-private={reports.every((report) => report.is_show === 0) || undefined}
    >
      <Title order={2} fz="lg">
        営業レポート
      </Title>
      <ReportListTable
        label="営業レポート一覧"
        reports={reports}
        href={(report) => clientSalesReportPath(projectId, report.id)}
      />
    </Stack>
  );
}
