// What other features may use of analytics; everything else in this folder is its own.
export { useAnalyticsSettings } from './api/settings';
export { analyticsMonthsQuery } from './api/figures';
