import { notificationKinds, type NotificationKind } from '@kaizen/domain';

/** A channel's stored kinds (comma-separated), in the settings' order; a kind no longer known is dropped. */
export function kindsOf(row: { kinds: string }): NotificationKind[] {
  const stored = row.kinds.split(',');
  return notificationKinds.filter((kind) => stored.includes(kind));
}
