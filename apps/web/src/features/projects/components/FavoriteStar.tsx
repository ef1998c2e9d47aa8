import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useToggleFavorite } from '../api/favorites';

/**
 * The favourite star of a project: turns only after the server has saved it. withLabel shows what
 * it does in words too (the header, where the favourites panel sits next to it).
 */
export function FavoriteStar({
  projectId,
  projectName,
  isFavorite,
  withLabel = false,
}: {
  projectId: number;
  projectName: string;
  isFavorite: boolean;
  withLabel?: boolean;
}) {
  const toggle = useToggleFavorite();
  const action = isFavorite ? 'お気に入りから外す' : 'お気に入りに追加';
  const common = {
    color: isFavorite ? 'yellow' : 'gray',
    'aria-label': `${projectName}を${action}`,
    'aria-pressed': isFavorite,
    loading: toggle.isPending,
    onClick: () => toggle.mutate({ projectId, is_favorite: !isFavorite }),
  };
  const icon = isFavorite ? <IconStarFilled size={18} /> : <IconStar size={18} />;
  if (withLabel) {
    return (
      <Button variant="subtle" size="compact-sm" leftSection={icon} {...common}>
        {isFavorite ? 'お気に入り済み' : 'お気に入りに追加'}
      </Button>
    );
  }
  return (
    <Tooltip label={action} withArrow>
      <ActionIcon variant="subtle" {...common}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
