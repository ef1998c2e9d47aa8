import { Button, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { CopyableUrlField } from '../../../../components/CopyableUrlField';
import { formatDateTime } from '../../../../lib/dates';
import { useIssuePasswordReset } from '../../api/users';

/** The link the user opens to choose a new password (the /password-reset/:token page). */
export const passwordResetUrl = (token: string) => `${window.location.origin}/password-reset/${token}`;

/** Issues a one-time reset link for the chosen user and shows it with a copy button and its expiry. */
export function ResetLinkIssuer({ userId }: { userId: number }) {
  const issue = useIssuePasswordReset();
  const ticket = issue.data;
  const url = ticket ? passwordResetUrl(ticket.token) : null;

  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" c="dimmed">
        リンクは一度だけ使えます。発行し直すと前のリンクは使えなくなります。
      </Text>
      <Button
        variant="light"
        leftSection={<IconLink size={16} aria-hidden />}
        loading={issue.isPending}
        onClick={() => issue.mutate(userId)}
      >
        再設定用リンクを発行
      </Button>
      {ticket && url ? (
        <Stack gap={4} w="100%" maw={560}>
          <CopyableUrlField label="再設定用リンク" url={url} />
          <Text size="sm" data-testid="reset-link-expiry">
            有効期限：{formatDateTime(ticket.expires_at)}まで
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
