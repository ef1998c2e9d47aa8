// What other features may use of sales; everything else in this folder is its own.
export { ProjectSalesReports } from './reports/ProjectSalesReports';
export { ProjectSimulationSection } from './simulation/SimulationSection';
// /admin/documents uploads to a sales customer chosen from the live list.
// The project simulator (analytics) shows measured figures with the same pieces, read only.
export { useProjectSimulation } from './api/simulation';
export { DerivedFigures } from './simulation/DerivedFigures';
export { FunnelChart } from './simulation/FunnelChart';
export { SensitivityTable } from './simulation/SensitivityTable';
export { inputFields as simulationInputFields } from './simulation/simulation-fields';
