import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { useProjectSalesReports } from '../api/reports';
import { formatDay } from './format';
import { clientSalesReportPath } from './paths';

/**
 * 営業レポート on a project's report list: the shown reports of the sales customer that became this
 * project. A project that was never a sales customer has none, and the section is left out.
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
    <Stack gap="sm" component="section" aria-label="営業レポート">
      <Title order={2} fz="lg">
        営業レポート
      </Title>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="営業レポート一覧">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>タイトル</Table.Th>
            <Table.Th w={120}>作成者</Table.Th>
            <Table.Th w={100}>更新日</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reports.map((report) => (
            <Table.Tr key={report.id}>
              <Table.Td>
                <Anchor component={PrefetchLink} to={clientSalesReportPath(projectId, report.id)}>
                  {report.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{report.user_name ?? '—'}</Table.Td>
              <Table.Td>{formatDay(report.updated_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
