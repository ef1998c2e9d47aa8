import { Alert, Button, Group, Stack, Tooltip } from '@mantine/core';
import { analyticsMessages } from '@kaizen/domain';
import { IconPlugConnected } from '@tabler/icons-react';
import { errorMessageOf } from '../../../../lib/form-errors';
import { useConnectionTest } from '../../api/settings';

/**
 * 接続テスト: signs in with the stored key and asks the property for one day. The answer — 接続できました
 * or the reason in Japanese — is shown here; the server keeps it as the key's last check.
 */
export function ConnectionTest({ projectId, blocker }: { projectId: number; blocker: string | null }) {
  const test = useConnectionTest(projectId);
  const button = (
    <Button
      variant="default"
      leftSection={<IconPlugConnected size={16} />}
      loading={test.isPending}
      disabled={blocker !== null}
      onClick={() => test.mutate()}
    >
      接続テスト
    </Button>
  );
  return (
    <Stack gap="xs" className="no-print">
      <Group>
        {blocker ? (
          <Tooltip label={blocker} withArrow multiline w={260}>
            {/* A disabled button gets no pointer or focus events: the wrapper carries the tooltip. */}
            <span tabIndex={0}>{button}</span>
          </Tooltip>
        ) : (
          button
        )}
      </Group>
      {test.isSuccess ? (
        <Alert
          color={test.data.ok ? 'teal' : 'red'}
          title={test.data.ok ? analyticsMessages.connectionOk : '接続できませんでした'}
          data-testid="connection-result"
        >
          {test.data.ok ? 'Googleアナリティクスのプロパティを読み取れることを確認しました。' : test.data.message}
        </Alert>
      ) : null}
      {test.isError ? (
        <Alert color="red" title="接続できませんでした" data-testid="connection-result">
          {errorMessageOf(test.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
