// What other features may use of admin (the report search filters by company and master); the rest is its own.
export { useCompanies } from './api/companies';
export { useMasters } from './api/masters';
