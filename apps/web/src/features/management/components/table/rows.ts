import { mergedLevels, type ChildKind, type FlatRow, type MergedLevel } from '@kaizen/domain';

/** One row of a table as the screen draws it. */
export interface TableRowModel {
  /** Stable while the row shows the same nodes (the ids of its path), so an insert does not remount later rows. */
  key: string;
  row: FlatRow;
  /** Levels where this row continues a merged cell started above: drawn empty, without a top border. */
  continued: Record<MergedLevel, boolean>;
  /** Empty cells that offer "+ 追加": the row's node one level up has no child in this row's place. */
  slot: Record<ChildKind, boolean>;
}

const rowKey = (row: FlatRow) =>
  [row.kpi, row.task, row.factor, row.hypothesis, row.measure, row.work].map((node) => node?.id ?? 0).join('-');

/**
 * The table's rows from the flat rows of the tree. A hypothesis offers a new measure (or work) in the
 * first of its rows without one: where its measures run out before its works, or in its only row.
 */
export function buildTableRows(flat: FlatRow[]): TableRowModel[] {
  let hypothesisStart = 0;
  return flat.map((row, i) => {
    if (row.starts.hypothesis) hypothesisStart = i;
    const offset = i - hypothesisStart;
    const { hypothesis } = row;
    return {
      key: rowKey(row),
      row,
      continued: {
        kpi: row.kpi !== null && !row.starts.kpi,
        task: row.task !== null && !row.starts.task,
        factor: row.factor !== null && !row.starts.factor,
        hypothesis: hypothesis !== null && !row.starts.hypothesis,
      },
      slot: {
        task: row.kpi !== null && row.task === null,
        factor: row.task !== null && row.factor === null,
        hypothesis: row.factor !== null && hypothesis === null,
        measure: hypothesis !== null && row.measure === null && offset === hypothesis.measure.length,
        work: hypothesis !== null && row.work === null && offset === hypothesis.work.length,
      },
    };
  });
}

const childKeys = new Set(['problem', 'factor', 'hypothesis', 'measure', 'work']);

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ra = a as Record<string, unknown>;
    const rb = b as Record<string, unknown>;
    const keys = Object.keys(ra);
    return keys.length === Object.keys(rb).length && keys.every((k) => ra[k] === rb[k]);
  }
  return false;
}

/**
 * Whether a node looks the same in a cell: its own fields, and how many children it has (which decides
 * the add buttons) — not the children themselves, which have cells of their own.
 */
export function sameNode(a: object | null, b: object | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = Object.keys(ra);
  if (keys.length !== Object.keys(rb).length) return false;
  return keys.every((key) => {
    const x = ra[key];
    const y = rb[key];
    if (childKeys.has(key) && Array.isArray(x) && Array.isArray(y)) return x.length === y.length;
    return sameValue(x, y);
  });
}

/**
 * Whether a row's cells would draw the same: an edit elsewhere in the tree leaves this row alone. A
 * merged cell this row only continues is drawn empty, so there only the node's id and title count
 * (the title names the parent of an empty "+ 追加" cell).
 */
export function sameRowModel(a: TableRowModel, b: TableRowModel): boolean {
  if (a === b) return true;
  if (a.key !== b.key) return false;
  if (mergedLevels.some((level) => a.continued[level] !== b.continued[level])) return false;
  if ((Object.keys(a.slot) as ChildKind[]).some((kind) => a.slot[kind] !== b.slot[kind])) return false;
  const sameAt = (level: MergedLevel) => {
    const x = a.row[level];
    const y = b.row[level];
    if (a.continued[level]) return x?.id === y?.id && x?.title === y?.title;
    return sameNode(x, y);
  };
  return mergedLevels.every(sameAt) && sameNode(a.row.measure, b.row.measure) && sameNode(a.row.work, b.row.work);
}
