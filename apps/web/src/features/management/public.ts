// What other features may use of management; everything else in this folder is its own.
export { managementKeys } from './api/keys';
export { useAssigneeFilterChoice } from './api/display-items';
export { useManagementInfo } from './api/info';
export { KgiModal } from './components/overview/KgiModal';
