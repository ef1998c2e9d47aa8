import { needPriorityLabels, needStatusLabels, type NeedPriority, type NeedStatus } from '@kaizen/domain';

export const priorityColors: Record<NeedPriority, string> = { 1: 'red', 2: 'yellow', 3: 'gray' };
export const needStatusColors: Record<NeedStatus, string> = { 1: 'gray', 2: 'blue', 3: 'teal' };

export const priorityOptions = ([1, 2, 3] as const).map((p) => ({ value: String(p), label: needPriorityLabels[p] }));
export const statusOptions = ([1, 2, 3] as const).map((s) => ({ value: String(s), label: needStatusLabels[s] }));
