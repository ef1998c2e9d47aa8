import { Alert, Button, Collapse, Loader, Stack } from '@mantine/core';
import type { HistoryTargetKind } from '@kaizen/domain';
import { useId, useState } from 'react';
import { useItemHistory } from '../api/history';
import { HistoryList } from './HistoryList';

/** 「変更履歴」 of one item, read when opened: who changed which field, when, from → to. */
export function HistoryPanel({ kind, id }: { kind: HistoryTargetKind; id: number }) {
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const history = useItemHistory(kind, id, opened);
  return (
    <Stack gap={4} className="no-print">
      <Button
        size="compact-xs"
        variant="subtle"
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={() => setOpened((o) => !o)}
        style={{ alignSelf: 'flex-start' }}
      >
        変更履歴
      </Button>
      <Collapse expanded={opened} id={panelId} role="region" aria-label="変更履歴">
        {history.isPending && opened && <Loader size="xs" aria-label="変更履歴を読み込み中" />}
        {history.error && <Alert color="red">変更履歴を読み込めませんでした</Alert>}
        {history.data && <HistoryList entries={history.data.entries} />}
      </Collapse>
    </Stack>
  );
}
