import { Button, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { MARKET_DEFAULTS, type Owner } from '@kaizen/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { RouteErrorContent } from '../../../../components/errors/RouteErrorPage';
import { useCreateBoard, useMarkets } from '../../api/markets';
import { MarketBoardView } from './MarketBoardView';
import classes from './market.module.css';

/**
 * 市場選定 (product.md §9.7): the owner's positioning maps, one tab per board. Staff (and client users
 * where client editing is allowed — can_edit from the server, and the prop the overview passes) add
 * boards, relabel them and move the comparison's companies; everyone else reads. Printed, every board
 * shows, one after another, without controls.
 */
export function MarketSection({ owner, canEdit: canEditProp }: { owner: Owner; canEdit: boolean }) {
  const markets = useMarkets(owner);
  const [selected, setSelected] = useState<string | null>(null);
  const create = useCreateBoard(owner, (id) => setSelected(String(id)));
  const canEdit = canEditProp && markets.data?.can_edit === true;
  const boards = markets.data?.selection ?? [];
  const active = boards.some((b) => String(b.id) === selected) ? selected : boards[0] ? String(boards[0].id) : null;

  const addBoard = () =>
    create.mutate({
      name: boards.length === 0 ? MARKET_DEFAULTS.name : `${MARKET_DEFAULTS.name}${boards.length + 1}`,
      topName: MARKET_DEFAULTS.top,
      rightName: MARKET_DEFAULTS.right,
      bottomName: MARKET_DEFAULTS.bottom,
      leftName: MARKET_DEFAULTS.left,
    });

  return (
    <Card withBorder padding="md" radius="md" className={classes.section}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            市場選定
          </Title>
          {canEdit ? (
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={addBoard}
              loading={create.isPending}
              className="no-print"
            >
              新しいボード
            </Button>
          ) : null}
        </Group>
        {markets.isPending ? (
          <Text size="sm" c="dimmed">
            読み込み中…
          </Text>
        ) : markets.error ? (
          <RouteErrorContent error={markets.error} />
        ) : boards.length === 0 ? (
          <Text size="sm" c="dimmed">
            ボードはまだありません
          </Text>
        ) : (
          <Tabs value={active} onChange={setSelected} keepMounted keepMountedMode="display-none">
            <Tabs.List className="no-print" aria-label="ボード">
              {boards.map((board) => (
                <Tabs.Tab key={board.id} value={String(board.id)}>
                  {board.name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {boards.map((board) => (
              <Tabs.Panel key={board.id} value={String(board.id)} pt="sm" className={classes.panel}>
                <MarketBoardView owner={owner} board={board} canEdit={canEdit} />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
    </Card>
  );
}
