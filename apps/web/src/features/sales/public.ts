// What other features may use of sales; everything else in this folder is its own.
export { ProjectSalesReports } from './components/reports/ProjectSalesReports';
export { ProjectSimulationSection } from './components/simulation/SimulationSection';
// /admin/documents uploads to a sales customer chosen from the live list.
// The project simulator (analytics) shows measured figures with the same pieces, read only.
export { useProjectSimulation } from './api/simulation';
export { DerivedFigures } from './components/simulation/DerivedFigures';
export { FunnelChart } from './components/simulation/FunnelChart';
export { SensitivityTable } from './components/simulation/SensitivityTable';
export { inputFields as simulationInputFields } from './components/simulation/simulation-fields';
export { SalesReportHeading } from './components/reports/SalesReportHeading';
export { salesKeys, salesReportKeys } from './api/keys';
