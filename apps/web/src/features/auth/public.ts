// What other features and app/ may use of auth; everything else in this folder is its own.
export { currentUserQuery, useCurrentUser, useMe } from './api/me';
export { useLogout } from './api/session';
export { switchSessionUser } from './session-cache';
export { UserSettingsModal } from './components/UserSettingsModal';
