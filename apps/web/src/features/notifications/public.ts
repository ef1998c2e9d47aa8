// What app/ may use of notifications (the header's bell, the client area's live stream); everything
// else in this folder is its own.
export { NotificationsPanel } from './components/NotificationsPanel';
export { useLiveUpdates } from './use-live-updates';
