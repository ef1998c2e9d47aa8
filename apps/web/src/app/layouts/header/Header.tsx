import { Anchor, Group, Text } from '@mantine/core';
import { isStaffRoleNum } from '@kaizen/domain';
import { FavoritesPanel } from '../../../features/projects/public';
import { useParams } from 'react-router';
import { useMe } from '../../../features/auth/public';
import { NotificationsPanel } from '../../../features/notifications/public';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { ProjectSwitcher } from './ProjectSwitcher';
import { UserMenu } from './UserMenu';
import { idParam } from '../../../lib/route-params';

/** A client user's favourite opens its dashboard, the page such a user starts from. */
const clientFavoritePath = (projectId: number) => `/client/${projectId}`;

/**
 * Product name; in a project, the project switcher (with its add-to-favourites star); the favourites
 * panel; the notifications of every project the user may see, in every area; the signed-in user with
 * their role label, settings and logout.
 */
export function Header() {
  const me = useMe();
  const isClient = !isStaffRoleNum(me.role_num);
  const { clientProjectId } = useParams();
  const projectId = idParam(clientProjectId);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Anchor component={PrefetchLink} to="/" fw={700} size="lg" underline="never" c="teal.8" pl={{ base: 36, sm: 0 }}>
        Kaizen Tree
      </Anchor>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed" visibleFrom="sm">
          {me.company_name}
        </Text>
        {projectId ? <ProjectSwitcher projectId={projectId} /> : null}
        {isClient ? (
          <FavoritesPanel pathOf={clientFavoritePath} emptyText="お気に入りのプロジェクトはまだありません" />
        ) : (
          <FavoritesPanel />
        )}
        <NotificationsPanel />
        <UserMenu />
      </Group>
    </Group>
  );
}
