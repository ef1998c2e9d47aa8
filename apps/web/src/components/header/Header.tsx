import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { roleLabel } from '@kaizen/domain';
import { useLogout } from '../../features/auth/api/logout';
import { useMe } from '../../features/auth/api/current-user';
import { PrefetchLink } from '../PrefetchLink';

/** Product name, the signed-in user with their role label, and logout. */
export function Header() {
  const me = useMe();
  const logout = useLogout();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Anchor component={PrefetchLink} to="/" fw={700} size="lg" underline="never" c="teal.8">
        Kaizen Tree
      </Anchor>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed" visibleFrom="sm">
          {me.company_name}
        </Text>
        <Text size="sm" fw={500} data-testid="header-user-name">
          {me.name}
        </Text>
        <Badge variant="light" data-testid="header-role">
          {roleLabel(me.role)}
        </Badge>
        <Button variant="subtle" size="compact-sm" onClick={() => void logout()}>
          ログアウト
        </Button>
      </Group>
    </Group>
  );
}
