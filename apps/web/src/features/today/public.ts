// What other features may use of today; everything else in this folder is its own.
export { todayKeys } from './api/keys';
export { TodayPanel } from './components/TodayPanel';
