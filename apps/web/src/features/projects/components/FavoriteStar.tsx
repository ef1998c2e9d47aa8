import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useToggleFavorite } from '../api/favorites';

/** The favourite star of a project: turns only after the server has saved it. */
export function FavoriteStar({
  projectId,
  projectName,
  isFavorite,
}: {
  projectId: number;
  projectName: string;
  isFavorite: boolean;
}) {
  const toggle = useToggleFavorite();
  const label = isFavorite ? `${projectName}をお気に入りから外す` : `${projectName}をお気に入りに追加`;
  return (
    <Tooltip label={isFavorite ? 'お気に入りから外す' : 'お気に入りに追加'} withArrow>
      <ActionIcon
        variant="subtle"
        color={isFavorite ? 'yellow' : 'gray'}
        aria-label={label}
        aria-pressed={isFavorite}
        loading={toggle.isPending}
        onClick={() => toggle.mutate({ projectId, is_favorite: !isFavorite })}
      >
        {isFavorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
