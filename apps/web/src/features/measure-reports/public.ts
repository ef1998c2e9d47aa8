// What other features may use of measure-reports; everything else in this folder is its own.
export { measureReportKeys } from './api/keys';
