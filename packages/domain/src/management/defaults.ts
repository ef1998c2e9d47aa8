import { LEVEL_LOW, STATUS_IN_PROGRESS, STATUS_NOT_STARTED, type MasterItem } from '../admin/masters.js';
import type { Origin } from './requests.js';

/** The master lists the table's defaults are taken from (their first entries, in display order). */
export interface DefaultMasters {
  master_importance: MasterItem[];
  master_urgency: MasterItem[];
  master_priority: MasterItem[];
  master_verification: MasterItem[];
  hypothesis_status: MasterItem[];
}

const first = (items: MasterItem[]): number | null => items[0]?.id ?? null;

/** New KPI from the tree: 着手中; from the table: empty status (product.md §4 defaults). */
export function newKpiDefaults(origin: Origin): { status: number | null } {
  return { status: origin === 'tree' ? STATUS_IN_PROGRESS : null };
}

/** A task made under a KPI from the tree starts 着手中, like a task moved there; table rows and inbox tasks start empty. */
export function newTaskDefaults(origin: Origin, placedUnderKpiOrNonKpi: boolean): { status: number | null } {
  return { status: origin === 'tree' && placedUnderKpiOrNonKpi ? STATUS_IN_PROGRESS : null };
}

/** Hypotheses made from the table take the first hypothesis status. */
export function newHypothesisDefaults(origin: Origin, masters: DefaultMasters): { hypothesis_status: number | null } {
  return { hypothesis_status: origin === 'table' ? first(masters.hypothesis_status) : null };
}

export interface MeasureDefaults {
  status: number | null;
  importance: number | null;
  urgency: number | null;
  priority: number | null;
  verification: number | null;
}

/**
 * New measure from the tree: 未着手, importance 2 and urgency 2 (product.md §4 defaults, §9.4). From the table: empty
 * status and the first entry of each master list.
 */
export function newMeasureDefaults(origin: Origin, masters: DefaultMasters): MeasureDefaults {
  if (origin === 'tree') {
    return {
      status: STATUS_NOT_STARTED,
      importance: LEVEL_LOW,
      urgency: LEVEL_LOW,
      priority: null,
      verification: null,
    };
  }
  return {
    status: null,
    importance: first(masters.master_importance),
    urgency: first(masters.master_urgency),
    priority: first(masters.master_priority),
    verification: first(masters.master_verification),
  };
}

/** What a task becomes when it is put under a KPI or into the non-KPI group (product.md §4 defaults). */
export const STATUS_OF_PLACED_TASK = STATUS_IN_PROGRESS;
