import { REPORT_TO_DEV_TEAM } from '@kaizen/domain';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/**
 * The toast styles later areas use (product.md §8.3): success, an error-styled notice, and a failure that
 * always asks the user to report it to the development team.
 */
export const toast = {
  success(title: string, message?: string) {
    notifications.show({ title, message: message ?? '', color: 'teal', withBorder: true });
  },
  /** Error style without the report line — e.g. a report made private. */
  error(title: string, message?: string) {
    notifications.show({ title, message: message ?? '', color: 'red', withBorder: true });
  },
  /** A change that can be taken back: the toast carries the undo button (e.g. 削除しました — 元に戻す). */
  undoable(title: string, actionLabel: string, onUndo: () => void) {
    const id = notifications.show({
      title,
      color: 'teal',
      withBorder: true,
      autoClose: 8000,
      message: (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            間違えた場合は元に戻せます。
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => {
              notifications.hide(id);
              onUndo();
            }}
          >
            {actionLabel}
          </Button>
        </Group>
      ),
    });
  },
  failure(title: string) {
    notifications.show({ title, message: REPORT_TO_DEV_TEAM, color: 'red', withBorder: true, autoClose: 8000 });
  },
};
