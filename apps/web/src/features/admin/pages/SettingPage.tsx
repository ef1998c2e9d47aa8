import { Tabs, Title, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useMe } from '../../auth/public';
import { DeleteUserTab } from '../components/setting/DeleteUserTab';
import { GroupsTab } from '../components/setting/GroupsTab';
import { MasterDataTab } from '../components/setting/MasterDataTab';
import { NotificationTab } from '../components/setting/NotificationTab';
import { settingPermissions } from '../components/setting/permissions';
import { ResetPasswordTab } from '../components/setting/ResetPasswordTab';
import { ReadOnlyNote } from '../components/setting/ReadOnlyNote';
import { DeliveriesTab } from '../../mail/public';

const settingTabs = [
  { value: 'masters', label: 'マスターデータ' },
  { value: 'groups', label: 'グループ' },
  { value: 'notification', label: '通知設定' },
  { value: 'delete-user', label: 'ユーザー削除' },
  { value: 'reset-password', label: 'パスワード再設定' },
  { value: 'deliveries', label: 'メール送信状況' },
] as const;
type SettingTab = (typeof settingTabs)[number]['value'];

const isSettingTab = (value: string | null): value is SettingTab => settingTabs.some((tab) => tab.value === value);

/** /admin/setting: master data, groups, notifications, user deletion, password reset and the outbox; the tab is kept in ?tab=. */
export default function SettingPage() {
  const me = useMe();
  const { isAdmin, isManager } = settingPermissions(me);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: SettingTab = isSettingTab(requested) ? requested : 'masters';

  return (
    <Stack gap="md">
      <Title order={1} fz="xl">
        設定
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isSettingTab(value)) setParams({ tab: value }, { preventScrollReset: true });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {settingTabs.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="masters">
          <MasterDataTab editable={isAdmin} />
        </Tabs.Panel>
        <Tabs.Panel value="groups">
          <GroupsTab editable={isManager} />
        </Tabs.Panel>
        <Tabs.Panel value="notification">
          <NotificationTab editable={isManager} />
        </Tabs.Panel>
        <Tabs.Panel value="delete-user">
          <DeleteUserTab editable={isAdmin} />
        </Tabs.Panel>
        <Tabs.Panel value="reset-password">
          <ResetPasswordTab editable={isAdmin} />
        </Tabs.Panel>
        <Tabs.Panel value="deliveries">
          {isAdmin ? <DeliveriesTab /> : <ReadOnlyNote>メール送信状況は管理者のみ確認できます</ReadOnlyNote>}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
