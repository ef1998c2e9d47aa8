// What other features may use of sales; everything else in this folder is its own.
export { ProjectSalesReports } from './reports/ProjectSalesReports';
export { ProjectSimulationSection } from './simulation/SimulationSection';
