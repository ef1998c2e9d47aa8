import { Button } from '@mantine/core';
import { nodeKindLabels } from '@kaizen/domain';
import { useState } from 'react';
import { useManagement } from '../../context';
import type { NewNodeTarget } from '../../../new-node';
import { NewNodeInput } from './NewNodeInput';

/** An empty cell under a node without a child here: "+ 追加" turns into the new-item input. */
export function AddSlot({ target, parentSubject }: { target: NewNodeTarget; parentSubject: string }) {
  const { canEdit } = useManagement();
  const [open, setOpen] = useState(false);
  if (!canEdit) return null;
  const child = nodeKindLabels[target.kind];
  if (!open) {
    return (
      <Button
        variant="subtle"
        color="gray"
        size="compact-xs"
        aria-label={`${parentSubject}に${child}を追加`}
        onClick={() => setOpen(true)}
      >
        + 追加
      </Button>
    );
  }
  return <NewNodeInput target={target} label={`${parentSubject}の新しい${child}`} onDone={() => setOpen(false)} />;
}
