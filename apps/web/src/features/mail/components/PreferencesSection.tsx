import { NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  mailModeLabels,
  mailModes,
  notificationKindLabels,
  type MailMode,
  type NotificationKind,
} from '@kaizen/domain';

const modeOptions = mailModes.map((mode) => ({ value: mode, label: mailModeLabels[mode] }));

/** How the user hears of each kind of notification by e-mail; kinds they never see are left out. */
export function PreferencesSection({
  modes,
  kinds,
  onChange,
}: {
  modes: Record<NotificationKind, MailMode>;
  kinds: readonly NotificationKind[];
  onChange: (kind: NotificationKind, mode: MailMode) => void;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="mail-kinds-heading">
      <Title order={2} fz="lg" id="mail-kinds-heading">
        通知の受け取り方
      </Title>
      <Text size="sm">
        「すぐに」はその場でメールを送ります。「ダイジェストのみ」は週に一度のまとめメールでお知らせします。画面の通知は設定にかかわらず届きます。
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={720}>
        {kinds.map((kind) => (
          <NativeSelect
            key={kind}
            label={notificationKindLabels[kind]}
            data={modeOptions}
            value={modes[kind]}
            onChange={(event) => onChange(kind, event.currentTarget.value as MailMode)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
