import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useManagement } from '../context';
import { TreeImportDialog } from './TreeImportDialog';

/**
 * 取り込む in the tree's toolbar, beside KPIを追加: for staff who may edit the tree (a client's view
 * of it lacks hidden measures, so the server refuses a client's import — decisions/0047).
 */
export function TreeImportButton() {
  const { canEdit, projectId, info } = useManagement();
  const [opened, setOpened] = useState(false);
  if (!canEdit || !info.permissions.can_change_visibility) return null;
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFileImport size={14} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        取り込む
      </Button>
      {opened ? (
        <TreeImportDialog projectId={projectId} masters={info} opened onClose={() => setOpened(false)} />
      ) : null}
    </>
  );
}
