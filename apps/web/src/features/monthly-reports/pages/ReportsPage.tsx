import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { ProjectSalesReports } from '../../sales/public';
import { reportListQuery } from '../api/reports';
import { ReportFilters } from '../components/ReportFilters';
import { ReportTable } from '../components/ReportTable';
import { filtersFromParams, paramsFromFilters } from '../list-filters';
import { newReportPath } from '../paths';

/**
 * /client/{projectId}/reports: the project's 定例 and スポット reports, filtered by type and year, and below
 * them the shown 営業レポート of the sales customer the project came from.
 */
export default function ReportsPage() {
  const projectId = Number(useParams().clientProjectId);
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  // The previous list stays on screen while a filter loads, so the filters do not jump.
  const list = useQuery({ ...reportListQuery(projectId, filters), placeholderData: keepPreviousData });

  if (list.isPending) return <FullPageLoader />;
  if (list.error) return <RouteErrorContent error={list.error} />;
  const { reports, years, can_edit: canEdit } = list.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz="xl">
          レポート
        </Title>
        {canEdit ? (
          <Group gap="xs">
            <Button
              component={PrefetchLink}
              to={newReportPath(projectId, 'regular')}
              leftSection={<IconPlus size={16} />}
            >
              定例レポートを作成
            </Button>
            <Button
              component={PrefetchLink}
              to={newReportPath(projectId, 'point')}
              variant="light"
              leftSection={<IconPlus size={16} />}
            >
              スポットレポートを作成
            </Button>
          </Group>
        ) : null}
      </Group>
      <ReportFilters
        filters={filters}
        years={years}
        onChange={(next) => setParams(paramsFromFilters(next), { replace: true, preventScrollReset: true })}
      />
      {reports.length === 0 ? (
        <Text c="dimmed" py="lg">
          {filters.type || filters.year ? '条件に合うレポートはありません。' : 'レポートはまだありません。'}
        </Text>
      ) : (
        <ReportTable reports={reports} canEdit={canEdit} />
      )}
      <ProjectSalesReports projectId={projectId} />
    </Stack>
  );
}
