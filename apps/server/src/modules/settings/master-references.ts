import type { MasterKind } from '@kaizen/domain';

/**
 * A column that stores a master id; the master entry is "in use" while any row holds it — soft-deleted
 * rows too, since their delete can be undone and would bring the reference back.
 */
export interface MasterReference {
  table: string;
  column: string;
}

/**
 * Where each master list is referenced. The areas that store master ids add their columns here
 * (management: measures' importance, urgency, …; measure reports: device, improvement, …), so that
 * removing a master entry in use is refused.
 */
export const masterReferences: Record<MasterKind, MasterReference[]> = {
  status: [],
  hypothesis_status: [],
  measure_status: [],
  master_importance: [],
  master_priority: [],
  master_urgency: [],
  master_verification: [],
  category: [],
  improvement: [],
  device: [],
};
