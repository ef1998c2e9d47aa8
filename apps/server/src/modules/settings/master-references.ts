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
 * Where each master list is referenced, so that removing a master entry in use is refused. An area
 * that starts storing master ids adds its columns here (measure reports: device, improvement, …).
 */
export const masterReferences: Record<MasterKind, MasterReference[]> = {
  status: [
    { table: 'kpis', column: 'status' },
    { table: 'tasks', column: 'status' },
  ],
  hypothesis_status: [{ table: 'hypotheses', column: 'hypothesis_status' }],
  measure_status: [{ table: 'measures', column: 'status' }],
  master_importance: [{ table: 'measures', column: 'importance' }],
  master_priority: [{ table: 'measures', column: 'priority' }],
  master_urgency: [{ table: 'measures', column: 'urgency' }],
  master_verification: [
    { table: 'measures', column: 'verification' },
    { table: 'measure_reports', column: 'verification' },
  ],
  category: [{ table: 'hypotheses', column: 'category' }],
  improvement: [{ table: 'measure_reports', column: 'improvement' }],
  device: [{ table: 'measure_reports', column: 'device' }],
  service: [{ table: 'sales', column: 'service_id' }],
};
