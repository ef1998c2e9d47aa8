import { Badge, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { roleLabel } from '@kaizen/domain';
import { IconChevronDown, IconLogout, IconMail, IconSettings } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMe, useLogout, UserSettingsModal } from '../../../features/auth/public';

/**
 * The signed-in user's name and role label, opening ユーザー設定, 通知・メール設定 and ログアウト. The button is named by
 * what it shows plus a hidden 「ユーザーメニュー」, so the name holds the visible words (issue 38: voice
 * control users say what they see) and still says what the button opens.
 */
export function UserMenu() {
  const me = useMe();
  const logout = useLogout();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The dialog was opened from a menu item that is gone once the menu shuts, so the dialog's own
  // return of the focus found nothing and left it at the page's start (issue 38): back to the button.
  const closeSettings = () => {
    setSettingsOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <Menu position="bottom-end" width={200} shadow="md">
        <Menu.Target>
          <UnstyledButton ref={button} data-testid="user-menu">
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={500} data-testid="header-user-name">
                {me.name}
              </Text>
              <Badge variant="light" data-testid="header-role">
                {roleLabel(me.role)}
              </Badge>
              <VisuallyHidden>ユーザーメニュー</VisuallyHidden>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{me.account}</Menu.Label>
          <Menu.Item leftSection={<IconSettings size={16} />} onClick={() => setSettingsOpen(true)}>
            ユーザー設定
          </Menu.Item>
          <Menu.Item leftSection={<IconMail size={16} />} component={Link} to="/settings/mail">
            通知・メール設定
          </Menu.Item>
          <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={() => void logout()}>
            ログアウト
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {settingsOpen ? <UserSettingsModal opened onClose={closeSettings} /> : null}
    </>
  );
}
