// What other features may use of measure-reports; everything else in this folder is its own.
export { measureReportKeys } from './api/keys';
// A share link (features/shared) shows the report as the project's client users read it.
export { SharedMeasureReport } from './components/SharedMeasureReport';
