// What other features may use of overview; everything else in this folder is its own.
// A share link (features/shared) shows the overview as the project's client users read it.
export { SharedOverview } from './components/SharedOverview';
