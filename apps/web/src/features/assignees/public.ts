// What other features may use of assignees (担当者); everything else in this folder is its own.
export { usePeople } from './api/people';
export {
  assignableNodesOf,
  assignedTo,
  assignedUsers,
  inKeys,
  pruneTree,
  shownAssignee,
  shownNodeKeys,
  type ShownAssignee,
} from './assignee-filter';
export { AssigneeFilterSelect } from './components/AssigneeFilterSelect';
export { AssigneesProvider } from './components/AssigneesProvider';
export { NodeAssignees } from './components/NodeAssignees';
