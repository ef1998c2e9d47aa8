import { Box, Group, Loader, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { treeSheet } from '@kaizen/domain';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { TooltipScope } from '../../../components/TooltipScope';
import { useMe } from '../../auth/public';
import { ExportButton } from '../../exports/public';
import { KgiAnalysisSection, MetricsProvider } from '../../metrics/public';
import { AssigneeFilterSelect, AssigneesProvider, pruneTree, usePeople } from '../../assignees/public';
import { useProject } from '../../projects/public';
import { todayKeys } from '../../today/public';
import { managementKeys } from '../api/keys';
import { useSaveNode } from '../api/nodes';
import { useClientEdit, useManagementInfo } from '../api/info';
import { useConfirmedDelete } from '../confirmed-delete';
import { useFirstKpi, useTree } from '../api/tree';
import { useDisplayItems } from '../api/display-items';
import { ManagementContext, type ManagementContextValue } from '../components/context';
import { ManagementDnd } from '../components/dnd/ManagementDnd';
import { InboxPanel } from '../components/inbox/InboxPanel';
import { useTreeFilter } from '../components/filter/use-tree-filter';
import { DisplayItemsMenu } from '../components/overview/DisplayItemsMenu';
import { KgiModal } from '../components/overview/KgiModal';
import { NoKgiOverlay } from '../components/overview/NoKgiOverlay';
import { ProjectOverview } from '../components/overview/ProjectOverview';
import { TableView } from '../components/table/TableView';
import { TreeView } from '../components/tree/TreeView';
import classes from './ManagementPage.module.css';

type View = 'tree' | 'table';

/** /client/{projectId}/management: the KGI > KPI > … tree as a board or as tables, with the inbox. */
export default function ManagementPage() {
  const projectId = Number(useParams().clientProjectId);
  const me = useMe();
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get('view') === 'table' ? 'table' : 'tree';
  const [kgiOpen, setKgiOpen] = useState(false);

  const project = useProject(projectId);
  const info = useManagementInfo(projectId);
  const tree = useTree(projectId);
  const firstKpi = useFirstKpi(projectId);
  const displayItems = useDisplayItems();
  const { mutateAsync: saveAsync } = useSaveNode(projectId);
  const deleteNode = useConfirmedDelete(projectId);
  const clientEdit = useClientEdit(projectId);
  const people = usePeople(projectId);

  // Until the whole tree is here, the first KPI's branch is shown to read, not to edit: a drop or an
  // edit there could not see the rest of the project.
  const loadingRest = tree.isPending && firstKpi.data !== undefined;
  const shownTree = useMemo(
    () => tree.data ?? (firstKpi.data ? { kpi_array: [firstKpi.data], non_kpi_task: [] } : undefined),
    [tree.data, firstKpi.data],
  );
  const filter = useTreeFilter(projectId, shownTree);
  const { keepInView, shows } = filter;
  const context = useMemo<ManagementContextValue | null>(() => {
    if (!info.data || !displayItems.data) return null;
    return {
      projectId,
      info: info.data,
      displayItems: displayItems.data,
      canEdit: info.data.permissions.can_edit && !loadingRest,
      saveNode: saveAsync,
      createNode: async (create) => {
        const saved = await saveAsync(create);
        keepInView(saved.kind, saved.id);
        return saved;
      },
      deleteNode,
    };
  }, [projectId, info.data, displayItems.data, saveAsync, deleteNode, loadingRest, keepInView]);
  const tableTree = useMemo(() => (shownTree && shows ? pruneTree(shownTree, shows) : shownTree), [shownTree, shows]);
  // Where 担当者 show on this page: the tree, and 今日やること which lists one's own.
  const assigneeQueries = useMemo(() => [managementKeys.tree(projectId), todayKeys.all], [projectId]);

  if (info.isPending || displayItems.isPending || (tree.isPending && !loadingRest)) return <FullPageLoader />;
  const error = info.error ?? tree.error ?? displayItems.error;
  if (error || !context || !shownTree || !tableTree) return <RouteErrorContent error={error} />;
  const hasKgi = context.info.kgi.kgi.trim() !== '';

  return (
    <ManagementContext.Provider value={context}>
      <MetricsProvider projectId={projectId} showFigures={context.displayItems.metric_figures !== false}>
        <AssigneesProvider projectId={projectId} canAssign={context.canEdit} invalidate={assigneeQueries}>
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={1} fz="xl">
                改善ツリー
              </Title>
              <Group gap="xs">
                <AssigneeFilterSelect
                  choice={filter.choice}
                  shown={loadingRest ? { ...filter.shown, fellBack: false } : filter.shown}
                  people={filter.people}
                  me={filter.me}
                  onChange={filter.setChoice}
                />
                {!me.scope.includes('client') ? (
                  <Switch
                    size="xs"
                    label="クライアントの編集を許可"
                    checked={context.info.permissions.client_can_edit}
                    disabled={clientEdit.isPending}
                    onChange={(e) => clientEdit.mutate(e.currentTarget.checked)}
                  />
                ) : null}
                <SegmentedControl
                  size="xs"
                  aria-label="表示形式"
                  value={view}
                  onChange={(next) =>
                    setSearchParams((params) => ({ ...Object.fromEntries(params), view: next }), {
                      replace: true,
                      preventScrollReset: true,
                    })
                  }
                  data={[
                    { value: 'tree', label: 'ツリー' },
                    { value: 'table', label: 'テーブル' },
                  ]}
                />
                <DisplayItemsMenu items={context.displayItems} />
                <ExportButton
                  label="出力"
                  disabled={!tree.data}
                  fileName={() => `改善ツリー_${project.data?.project_name ?? projectId}_${dayjs().format('YYYYMMDD')}`}
                  sheet={() =>
                    treeSheet(
                      tree.data ?? { kpi_array: [], non_kpi_task: [] },
                      context.info,
                      (id) => people.data?.find((person) => person.id === id)?.name,
                    )
                  }
                  audit={{ source: 'management', projectId }}
                />
              </Group>
            </Group>
            <ProjectOverview tree={tree.data ?? null} onEditKgi={() => setKgiOpen(true)} />
            <KgiAnalysisSection />
            {loadingRest ? (
              <Group gap="xs" role="status">
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  残りのKPIを読み込んでいます…
                </Text>
              </Group>
            ) : null}
            <ManagementDnd>
              <TooltipScope>
                <div className={classes.layout}>
                  <aside className={classes.inbox}>
                    <InboxPanel />
                  </aside>
                  <Box pos="relative" className={classes.main} mih={320}>
                    {view === 'tree' ? <TreeView tree={shownTree} shows={shows} /> : <TableView tree={tableTree} />}
                    {hasKgi ? null : <NoKgiOverlay canEdit={context.canEdit} onSet={() => setKgiOpen(true)} />}
                  </Box>
                </div>
              </TooltipScope>
            </ManagementDnd>
          </Stack>
        </AssigneesProvider>
      </MetricsProvider>
      {kgiOpen ? <KgiModal projectId={projectId} kgi={context.info.kgi} onClose={() => setKgiOpen(false)} /> : null}
    </ManagementContext.Provider>
  );
}
