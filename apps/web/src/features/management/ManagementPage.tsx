import { Box, Button, Group, SegmentedControl, Stack, Switch, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../components/FullPageLoader';
import { RouteErrorContent } from '../../components/errors/RouteErrorPage';
import { downloadText } from '../../lib/download';
import { useMe } from '../auth/public';
import { useProject } from '../projects/public';
import { useClientEdit, useSaveNode } from './api/mutations';
import { useConfirmedDelete } from './confirmed-delete';
import { useDisplayItems, useManagementInfo, useTree } from './api/queries';
import { ManagementContext, type ManagementContextValue } from './context';
import { ManagementDnd } from './dnd/ManagementDnd';
import { InboxPanel } from './inbox/InboxPanel';
import { managementCsv } from './overview/csv-export';
import { DisplayItemsMenu } from './overview/DisplayItemsMenu';
import { KgiModal } from './overview/KgiModal';
import { NoKgiOverlay } from './overview/NoKgiOverlay';
import { ProjectOverview } from './overview/ProjectOverview';
import { TableView } from './table/TableView';
import { TreeView } from './tree/TreeView';
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
  const displayItems = useDisplayItems();
  const { mutateAsync: saveAsync } = useSaveNode(projectId);
  const deleteNode = useConfirmedDelete(projectId);
  const clientEdit = useClientEdit(projectId);

  const context = useMemo<ManagementContextValue | null>(() => {
    if (!info.data || !displayItems.data) return null;
    return {
      projectId,
      info: info.data,
      displayItems: displayItems.data,
      canEdit: info.data.permissions.can_edit,
      saveNode: saveAsync,
      createNode: saveAsync,
      deleteNode,
    };
  }, [projectId, info.data, displayItems.data, saveAsync, deleteNode]);

  if (info.isPending || tree.isPending || displayItems.isPending) return <FullPageLoader />;
  const error = info.error ?? tree.error ?? displayItems.error;
  if (error || !context || !tree.data) return <RouteErrorContent error={error} />;
  const hasKgi = context.info.kgi.kgi.trim() !== '';

  return (
    <ManagementContext.Provider value={context}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} fz="xl">
            改善ツリー
          </Title>
          <Group gap="xs">
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
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              onClick={() =>
                downloadText(
                  `改善ツリー_${project.data?.project_name ?? projectId}_${dayjs().format('YYYYMMDD')}.csv`,
                  managementCsv(tree.data, context.info),
                )
              }
            >
              CSV出力
            </Button>
          </Group>
        </Group>
        <ProjectOverview tree={tree.data} onEditKgi={() => setKgiOpen(true)} />
        <ManagementDnd>
          <div className={classes.layout}>
            <aside className={classes.inbox}>
              <InboxPanel />
            </aside>
            <Box pos="relative" className={classes.main} mih={320}>
              {view === 'tree' ? <TreeView tree={tree.data} /> : <TableView tree={tree.data} />}
              {hasKgi ? null : <NoKgiOverlay canEdit={context.canEdit} onSet={() => setKgiOpen(true)} />}
            </Box>
          </div>
        </ManagementDnd>
      </Stack>
      {kgiOpen ? <KgiModal projectId={projectId} kgi={context.info.kgi} onClose={() => setKgiOpen(false)} /> : null}
    </ManagementContext.Provider>
  );
}
