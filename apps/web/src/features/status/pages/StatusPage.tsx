import { SegmentedControl, Stack, Tabs, Title } from '@mantine/core';
import { boardKindLabels, boardKinds, type BoardKind } from '@kaizen/domain';
import { useParams, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { useManagementInfo } from '../../management/public';
import { useStatuses } from '../api/status';
import { ItemList } from '../components/board/ItemList';
import { KanbanBoard } from '../components/board/KanbanBoard';
import { StatusTable } from '../components/table/StatusTable';

const columnsKey = { kpi: 'kpi_status', task: 'task_status', measure: 'measure_status' } as const;

/** /client/{projectId}/status: the KPI, 課題 and 施策 boards, the measure/work list, and the status table. */
export default function StatusPage() {
  const projectId = Number(useParams().clientProjectId);
  const [params, setParams] = useSearchParams();
  const kind: BoardKind = (boardKinds as readonly string[]).includes(params.get('board') ?? '')
    ? (params.get('board') as BoardKind)
    : 'measure';
  const tab = params.get('tab') === 'table' ? 'table' : 'board';
  const info = useManagementInfo(projectId);
  const statuses = useStatuses(projectId);

  if (info.isPending || statuses.isPending) return <FullPageLoader />;
  if (info.error || statuses.error) return <RouteErrorContent error={info.error ?? statuses.error} />;
  const canEdit = info.data.permissions.can_edit;
  const masterOf = (k: BoardKind) => (k === 'measure' ? info.data.measure_status : info.data.status);
  const set = (key: string, value: string) =>
    setParams((p) => ({ ...Object.fromEntries(p), [key]: value }), { replace: true, preventScrollReset: true });

  return (
    <Stack gap="md">
      <Title order={1} fz="xl">
        ステータス
      </Title>
      <Tabs value={tab} onChange={(v) => set('tab', v ?? 'board')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="board">ボード</Tabs.Tab>
          <Tabs.Tab value="table">ステータス表</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="board" pt="md">
          <Stack gap="sm">
            <SegmentedControl
              aria-label="ボードの種類"
              w={280}
              value={kind}
              onChange={(v) => set('board', v)}
              data={boardKinds.map((k) => ({ value: k, label: boardKindLabels[k] }))}
            />
            <KanbanBoard
              projectId={projectId}
              kind={kind}
              columns={statuses.data[columnsKey[kind]]}
              statuses={masterOf(kind)}
              canEdit={canEdit}
            />
            <ItemList
              projectId={projectId}
              data={statuses.data}
              statuses={info.data.measure_status}
              kpis={statuses.data.kpi_status}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="table" pt="md">
          <StatusTable
            projectId={projectId}
            rows={statuses.data.status_table}
            statuses={info.data.measure_status}
            canEdit={canEdit}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
