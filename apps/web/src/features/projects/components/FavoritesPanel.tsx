import { Button, Indicator, NavLink, Popover, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { IconBookmarks } from '@tabler/icons-react';
import { useState } from 'react';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { useFavorites } from '../api/favorites';

/** product.md §2 layouts: the favourites panel's scroll area is at most 199px high. */
const FAVORITES_MAX_HEIGHT = 199;

/**
 * The header's favourites panel: the signed-in user's starred projects, each a link to its area —
 * by default the improvement tree; the header sends client users to their dashboard instead, and
 * gives them a hint that points nowhere they may not go (the project list is staff's).
 */
export function FavoritesPanel({
  pathOf = (projectId: number) => `/client/${projectId}/management`,
  emptyText = 'プロジェクト一覧の☆でお気に入りに追加できます',
}: {
  pathOf?: (projectId: number) => string;
  emptyText?: string;
} = {}) {
  const [opened, setOpened] = useState(false);
  const { data: favorites = [], isPending } = useFavorites();
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={300} shadow="md" withArrow>
      <Popover.Target>
        {/* A list icon and its word: the star next to the project switcher adds to this list. */}
        <Tooltip label="お気に入りのプロジェクト" withArrow disabled={opened}>
          <Indicator
            label={favorites.length}
            size={16}
            disabled={favorites.length === 0}
            color="yellow.6"
            autoContrast
            offset={2}
          >
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              leftSection={<IconBookmarks size={18} />}
              aria-label="お気に入り"
              onClick={() => setOpened((o) => !o)}
            >
              お気に入り
            </Button>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p="xs" aria-label="お気に入りのプロジェクト">
        <Text size="xs" fw={700} c="dimmed" px="xs" pb={4}>
          お気に入りのプロジェクト
        </Text>
        {isPending ? null : favorites.length === 0 ? (
          <Text size="sm" c="dimmed" px="xs" py="sm">
            {emptyText}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={FAVORITES_MAX_HEIGHT} type="auto" data-testid="favorites-scroll">
            <Stack gap={0}>
              {favorites.map((project) => (
                <NavLink
                  key={project.id}
                  component={PrefetchLink}
                  to={pathOf(project.id)}
                  label={project.project_name}
                  description={project.company_name}
                  onClick={() => setOpened(false)}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
