import { Box, Button } from '@mantine/core';
import { useState } from 'react';
import { useManagement } from '../context';
import { NewNodeInput } from './cells/NewNodeInput';
import type { NewNodeTarget } from '../../new-node';

/** The line under a table that adds a KPI (KPI table) or a non-KPI task: "+ KPIを追加" turns into an input. */
export function AddRootRow({ target, text, label }: { target: NewNodeTarget; text: string; label: string }) {
  const { canEdit } = useManagement();
  const [open, setOpen] = useState(false);
  if (!canEdit) return null;
  return (
    <Box maw={360}>
      {open ? (
        <NewNodeInput target={target} label={label} onDone={() => setOpen(false)} />
      ) : (
        <Button variant="subtle" size="compact-sm" onClick={() => setOpen(true)}>
          {text}
        </Button>
      )}
    </Box>
  );
}
