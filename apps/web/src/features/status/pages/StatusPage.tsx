import { Group, SegmentedControl, Stack, Tabs, Title } from '@mantine/core';
import { boardKindLabels, boardKinds, type BoardKind } from '@kaizen/domain';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { TooltipScope } from '../../../components/TooltipScope';
import { useMe } from '../../auth/public';
import {
  AssigneeFilterSelect,
  AssigneesProvider,
  assignedUsers,
  shownAssignee,
  usePeople,
} from '../../assignees/public';
import { managementKeys, useAssigneeFilterChoice, useManagementInfo } from '../../management/public';
import { todayKeys } from '../../today/public';
import { statusKeys } from '../api/keys';
import { useStatuses } from '../api/status';
import { assignedStatuses, statusItems } from '../assigned-statuses';
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
  const me = useMe();
  const people = usePeople(projectId);
  const filter = useAssigneeFilterChoice();
  const assigned = useMemo(() => assignedUsers(statuses.data ? statusItems(statuses.data) : []), [statuses.data]);
  const shown = shownAssignee(filter.choice, me.id, assigned, people.data ?? []);
  const data = useMemo(
    () => (statuses.data ? assignedStatuses(statuses.data, shown.userId) : undefined),
    [statuses.data, shown.userId],
  );
  // Where 担当者 show: this screen, the tree, and 今日やること which lists one's own.
  const assigneeQueries = useMemo(
    () => [statusKeys.all(projectId), managementKeys.tree(projectId), todayKeys.all],
    [projectId],
  );

  if (info.isPending || statuses.isPending || filter.items.isPending) return <FullPageLoader />;
  if (info.error || statuses.error || !data) return <RouteErrorContent error={info.error ?? statuses.error} />;
  const canEdit = info.data.permissions.can_edit;
  const masterOf = (k: BoardKind) => (k === 'measure' ? info.data.measure_status : info.data.status);
  const set = (key: string, value: string) =>
    setParams((p) => ({ ...Object.fromEntries(p), [key]: value }), { replace: true, preventScrollReset: true });

  return (
    <AssigneesProvider projectId={projectId} canAssign={canEdit} invalidate={assigneeQueries}>
      <TooltipScope>
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={1} fz="xl">
              ステータス
            </Title>
            <AssigneeFilterSelect
              choice={filter.choice}
              shown={shown}
              people={people.data ?? []}
              me={me.id}
              onChange={filter.setChoice}
            />
          </Group>
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
                  columns={data[columnsKey[kind]]}
                  statuses={masterOf(kind)}
                  canEdit={canEdit}
                />
                <ItemList
                  projectId={projectId}
                  data={data}
                  statuses={info.data.measure_status}
                  kpis={statuses.data.kpi_status}
                />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="table" pt="md">
              <StatusTable
                projectId={projectId}
                rows={data.status_table}
                statuses={info.data.measure_status}
                canEdit={canEdit}
              />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </TooltipScope>
    </AssigneesProvider>
  );
}
