import type { AccessCase } from './access-expectations.js';

/** Access rows of sales reports and sales documents (docs/permissions.md, Sales). */
export function salesReportAccessCases(): AccessCase[] {
  return [];
}
