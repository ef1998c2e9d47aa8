// What other features may use of the dashboard; everything else in this folder is its own.
export { dashboardKeys } from './api/keys';
