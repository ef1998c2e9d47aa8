import { Alert, Button, Divider, Group, Loader, Stack, Title } from '@mantine/core';
import {
  isStaffRoleNum,
  mailMessages,
  notificationKinds,
  type MailMode,
  type MailSettings,
  type NotificationKind,
} from '@kaizen/domain';
import { useState } from 'react';
import { useMe } from '../../auth/public';
import { EmailSection } from '../components/EmailSection';
import { PreferencesSection } from '../components/PreferencesSection';
import { ScheduleSection, type Schedule } from '../components/ScheduleSection';
import { useMailSettings, useUpdateMailSettings } from '../api/settings';

/** Sales goals are staff matters: a client user is never told of them. */
const clientKinds = notificationKinds.filter((kind) => kind !== 'sales_goal');

function ChoicesForm({ settings, isClient }: { settings: MailSettings; isClient: boolean }) {
  const update = useUpdateMailSettings();
  const [modes, setModes] = useState(
    () => Object.fromEntries(settings.preferences.map((p) => [p.kind, p.mode])) as Record<NotificationKind, MailMode>,
  );
  const [schedule, setSchedule] = useState<Schedule>({
    quiet_start_hour: settings.quiet_start_hour,
    quiet_end_hour: settings.quiet_end_hour,
    digest_day: settings.digest_day,
    digest_hour: settings.digest_hour,
  });
  const kinds = isClient ? clientKinds : notificationKinds;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ preferences: kinds.map((kind) => ({ kind, mode: modes[kind] })), ...schedule });
      }}
    >
      <Stack gap="lg">
        <PreferencesSection
          kinds={kinds}
          modes={modes}
          onChange={(kind, mode) => setModes({ ...modes, [kind]: mode })}
        />
        <ScheduleSection value={schedule} onChange={setSchedule} />
        <Group>
          <Button type="submit" loading={update.isPending}>
            設定を保存
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /settings/mail: the signed-in user's address, and how and when they hear of notifications by e-mail. */
export default function MailSettingsPage() {
  const me = useMe();
  const settings = useMailSettings();
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} fz="xl">
        通知とメールの設定
      </Title>
      {settings.data ? (
        <>
          {settings.data.mail_enabled ? null : (
            <Alert color="yellow" variant="light">
              {mailMessages.mailOff}
            </Alert>
          )}
          <EmailSection settings={settings.data} />
          <Divider />
          <ChoicesForm settings={settings.data} isClient={!isStaffRoleNum(me.role_num)} />
        </>
      ) : (
        <Loader aria-label="読み込み中" />
      )}
    </Stack>
  );
}
