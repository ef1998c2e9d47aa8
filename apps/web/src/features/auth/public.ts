// What other features and app/ may use of auth; everything else in this folder is its own.
export { currentUserQuery, useCurrentUser, useMe } from './api/me';
export { switchSessionUser, useLogout } from './api/session';
export { UserSettingsModal } from './components/UserSettingsModal';
