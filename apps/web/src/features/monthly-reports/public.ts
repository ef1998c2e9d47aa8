// What other features may use of monthly-reports; everything else in this folder is its own.
export { reportListQuery } from './api/reports';
export { ReportTable } from './components/ReportTable';
export { reportsPath } from './paths';
export { ReportHeading } from './components/ReportHeading';
