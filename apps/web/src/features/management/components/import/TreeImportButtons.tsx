import { Button } from '@mantine/core';
import { IconFileImport, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { useManagement } from '../context';
import { TemplateDialog } from './TemplateDialog';
import { TreeImportDialog } from './TreeImportDialog';

/**
 * 取り込む and テンプレート in the tree's toolbar, beside KPIを追加: for staff who may edit the tree (a
 * client's view of it lacks hidden measures, so the server refuses a client's — decisions/0047).
 */
export function TreeImportButtons() {
  const { canEdit, projectId, info } = useManagement();
  const [opened, setOpened] = useState<'file' | 'template' | null>(null);
  if (!canEdit || !info.permissions.can_change_visibility) return null;
  const close = () => setOpened(null);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFileImport size={14} aria-hidden />}
        onClick={() => setOpened('file')}
      >
        取り込む
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconTemplate size={14} aria-hidden />}
        onClick={() => setOpened('template')}
      >
        テンプレート
      </Button>
      {opened === 'file' ? <TreeImportDialog projectId={projectId} masters={info} opened onClose={close} /> : null}
      {opened === 'template' ? <TemplateDialog projectId={projectId} onClose={close} /> : null}
    </>
  );
}
