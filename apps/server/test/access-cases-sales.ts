import type { AccessCase } from './access-expectations.js';

/** Access rows of sales customers, goals and the simulator (docs/permissions.md, Sales). */
export function salesAccessCases(): AccessCase[] {
  return [];
}
