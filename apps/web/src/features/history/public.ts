// What other features may use of the change history; everything else in this folder is its own.
export { historyKeys } from './api/keys';
export { HistoryPanel } from './components/HistoryPanel';
