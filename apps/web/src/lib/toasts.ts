import { REPORT_TO_DEV_TEAM } from '@kaizen/domain';
import { notifications } from '@mantine/notifications';

/**
 * The toast styles later areas use (spec §8): success, an error-styled notice, and a failure that
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
  failure(title: string) {
    notifications.show({ title, message: REPORT_TO_DEV_TEAM, color: 'red', withBorder: true, autoClose: 8000 });
  },
};
