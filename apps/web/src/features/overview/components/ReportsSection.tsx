import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { reportListQuery, ReportTable, reportsPath } from '../../monthly-reports/public';
import { ProjectSalesReports } from '../../sales/public';
import type { PrintAudience } from '../print-audience';

const ALL = { type: '', year: '' } as const;

const Empty = (props: { 'data-print-only'?: boolean }) => (
  <Text size="sm" c="dimmed" {...props}>
    レポートはまだありません
  </Text>
);

/**
 * レポート: the project's regular and spot reports (client users get the shown ones only, the server
 * decides) with the 公開 switch where the list says the caller may write, and below them the
 * 営業レポート of the sales customer the project came from. Printed for the client, private reports
 * are left out (ReportListTable), and where that leaves none the page says so, as the client's does.
 */
export function ReportsSection({
  projectId,
  canEdit,
  audience,
}: {
  projectId: number;
  canEdit: boolean;
  audience: PrintAudience;
}) {
  const list = useQuery(reportListQuery(projectId, ALL));
  const nonePublic = list.data?.reports.every((report) => report.is_show === 0) ?? false;
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            レポート
          </Title>
          <Anchor component={PrefetchLink} to={reportsPath(projectId)} size="sm" className="no-print">
            レポート一覧を開く
          </Anchor>
        </Group>
        {list.isPending ? (
          <Text size="sm" c="dimmed">
            読み込み中…
          </Text>
        ) : list.error ? (
          <RouteErrorContent error={list.error} />
        ) : list.data.reports.length === 0 ? (
          <Empty />
        ) : (
          <>
            <div data-private={nonePublic || undefined}>
              <ReportTable reports={list.data.reports} canEdit={canEdit && list.data.can_edit} />
            </div>
            {nonePublic && audience === 'client' ? <Empty data-print-only /> : null}
          </>
        )}
        <ProjectSalesReports projectId={projectId} />
      </Stack>
    </Card>
  );
}
