import { Anchor, Group, Text } from '@mantine/core';
import { FavoritesPanel } from '../../features/projects/components/FavoritesPanel';
import { useMe } from '../../features/auth/api/current-user';
import { PrefetchLink } from '../PrefetchLink';
import { UserMenu } from './UserMenu';

/** Product name; the favourites panel; the signed-in user with their role label, settings and logout. */
export function Header() {
  const me = useMe();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Anchor component={PrefetchLink} to="/" fw={700} size="lg" underline="never" c="teal.8" pl={{ base: 36, sm: 0 }}>
        Kaizen Tree
      </Anchor>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed" visibleFrom="sm">
          {me.company_name}
        </Text>
        <FavoritesPanel />
        <UserMenu />
      </Group>
    </Group>
  );
}
