import type { MasterKind, MasterLists } from '@kaizen/domain';
import { AppError } from './app-error.js';

/** Each master id given must be an entry of its list (null and absent pass). */
export function checkMasterIds(
  masters: MasterLists,
  values: [field: string, kind: MasterKind, id: number | null | undefined][],
) {
  for (const [field, kind, id] of values) {
    if (id === null || id === undefined) continue;
    if (!masters[kind].some((item) => item.id === id)) throw AppError.badInput(field, '選択肢にない値です');
  }
}

/** '' clears a date (product.md §5); undefined leaves it. */
export function dateValue(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return value === '' ? null : value;
}

/** Drops the keys whose value is undefined, so an update touches only what was sent. */
export function definedOnly<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}
