import type { MasterItem } from '../admin/masters.js';
import { csvColumns, type CsvRowError } from '../common/csv.js';
import { parseNumberInput } from '../common/numbers.js';
import { expectedUpliftMessages, expectedUpliftReason } from './expected-uplift.js';
import { ranks, type Rank } from './rank.js';
import {
  importLevelLabels,
  importLevels,
  type ImportLevel,
  type ImportMasters,
  type ImportNode,
  type ImportPerson,
  type ImportRow,
} from './tree-import-types.js';
import { treeSheetHeaders, type TreeSheetColumn } from './tree-sheet.js';

/** A file's lines as read: the heading first, then each non-blank record with the line it starts on. */
export type ImportRecords = { cells: string[]; line: number }[];

export const treeImportMessages = {
  noTitleColumn: `見出しに「${treeSheetHeaders.kpi}」か「${treeSheetHeaders.task}」の列がありません`,
  date: '日付は2026/12/01の形で入力してください',
  id: 'IDは1以上の整数で入力してください',
  kind: '区分は「KPI」か「非KPI」で入力してください',
  rank: 'ランクはA〜Dで入力してください',
  isShow: '表示は「表示」か「非表示」で入力してください',
  kpiInNonKpi: '区分が「非KPI」の行にKPIは置けません',
  unknownMaster: (value: string, label: string) => `「${value}」は${label}にありません`,
  unknownPerson: (value: string) => `「${value}」はこのプロジェクトの担当者に選べる人にいません`,
  samePersonName: (value: string) => `「${value}」という名前の人が複数います。アカウントで指定してください`,
  titleMissing: (label: string) => `${label}を入力してください`,
  parentMissing: (parent: string, child: string) => `${parent}がないため${child}を置けません`,
} as const;

const fold = (text: string) => text.normalize('NFKC').replace(/\s/g, '').toLowerCase();

const names = Object.fromEntries(
  (Object.keys(treeSheetHeaders) as TreeSheetColumn[]).map((column) => [column, [treeSheetHeaders[column]]]),
) as unknown as Record<TreeSheetColumn, readonly string[]>;

const titleColumn: Record<ImportLevel, TreeSheetColumn> = {
  kpi: 'kpi',
  task: 'task',
  factor: 'factor',
  hypothesis: 'hypothesis',
  measure: 'measure',
  work: 'work',
};
const idColumn: Record<ImportLevel, TreeSheetColumn> = {
  kpi: 'kpi_id',
  task: 'task_id',
  factor: 'factor_id',
  hypothesis: 'hypothesis_id',
  measure: 'measure_id',
  work: 'work_id',
};
const parentOf: Record<Exclude<ImportLevel, 'kpi'>, ImportLevel> = {
  task: 'kpi',
  factor: 'task',
  hypothesis: 'factor',
  measure: 'hypothesis',
  work: 'hypothesis',
};

/** Why a cell cannot be read, as a parse answers it in place of a value. */
class Refusal {
  constructor(readonly message: string) {}
}
const no = (message: string) => new Refusal(message);

const DAY = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;

/** A day as `YYYY-MM-DD`, from 2026/12/1 or 2026-12-01; null when it is no day of the calendar. */
export function importDay(text: string): string | null {
  const match = DAY.exec(text.normalize('NFKC').trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * The rows of a tree file (the tree's download, or one written by hand with its headings), each
 * value read and checked: master names against the lists, 担当者 by account or unique name, days,
 * 見込み上昇率, ids. Nothing is matched against the project yet (tree-import-plan.ts does). A column the
 * file lacks leaves that field out of every row; an empty cell in a column it has clears the field.
 */
export function readTreeRows(
  records: ImportRecords,
  masters: ImportMasters,
  people: ImportPerson[],
): { rows: ImportRow[]; errors: CsvRowError[] } {
  const [heading, ...body] = records;
  if (!heading) return { rows: [], errors: [] };
  const columns = csvColumns(heading, names, treeSheetHeaders, []);
  if (!columns.has('kpi') && !columns.has('task')) {
    return {
      rows: [],
      errors: [{ line: heading.line, column: '', value: '', message: treeImportMessages.noTitleColumn }],
    };
  }
  const byAccount = new Map(people.map((person) => [fold(person.account), person.id]));
  const byName = new Map<string, number[]>();
  for (const person of people) byName.set(fold(person.name), [...(byName.get(fold(person.name)) ?? []), person.id]);

  const errors: CsvRowError[] = [];
  const rows: ImportRow[] = [];
  for (const record of body) {
    const before = errors.length;
    const cell = (column: TreeSheetColumn) => columns.cellOf(record.cells, column);
    const refuse = (column: TreeSheetColumn, message: string) =>
      errors.push({ line: record.line, column: columns.nameOf(column), value: cell(column), message });
    /** The value of a column the file has; undefined when it lacks it or the cell is refused. */
    const read = <T>(column: TreeSheetColumn, parse: (text: string) => T | Refusal, blank: T): T | undefined => {
      if (!columns.has(column)) return undefined;
      const text = cell(column);
      if (text === '') return blank;
      const value = parse(text);
      if (value instanceof Refusal) {
        refuse(column, value.message);
        return undefined;
      }
      return value;
    };
    const master = (column: TreeSheetColumn, list: MasterItem[], label: string) =>
      read<number | null>(
        column,
        (text) =>
          list.find((item) => fold(item.name) === fold(text))?.id ?? no(treeImportMessages.unknownMaster(text, label)),
        null,
      );
    const day = (column: TreeSheetColumn) =>
      read<string | null>(column, (text) => importDay(text) ?? no(treeImportMessages.date), null);
    const assignees = (column: TreeSheetColumn) =>
      read<number[]>(
        column,
        (text) => {
          const ids: number[] = [];
          for (const part of text
            .split(/[、,，;；\n]/)
            .map((p) => p.trim())
            .filter(Boolean)) {
            const byAcc = byAccount.get(fold(part));
            const named = byName.get(fold(part)) ?? [];
            if (byAcc !== undefined) ids.push(byAcc);
            else if (named.length === 1) ids.push(named[0] as number);
            else
              return no(
                named.length > 1 ? treeImportMessages.samePersonName(part) : treeImportMessages.unknownPerson(part),
              );
          }
          return [...new Set(ids)];
        },
        [],
      );
    const id = (column: TreeSheetColumn) =>
      read<number | null>(
        column,
        (text) => {
          const value = Number(text.normalize('NFKC'));
          return Number.isSafeInteger(value) && value > 0 ? value : no(treeImportMessages.id);
        },
        null,
      ) ?? null;

    const kindText = cell('kind').normalize('NFKC');
    let nonKpi = cell('kpi') === '' && cell('kpi_id') === '';
    if (kindText === 'KPI') nonKpi = false;
    else if (kindText === '非KPI') nonKpi = true;
    else if (kindText !== '') refuse('kind', treeImportMessages.kind);

    const node = <L extends ImportLevel>(
      level: L,
      fields: () => ImportNode<L>['fields'],
    ): ImportNode<L> | undefined => {
      const title = cell(titleColumn[level]);
      const nodeId = id(idColumn[level]);
      if (title === '' && nodeId === null) return undefined;
      if (title === '') refuse(titleColumn[level], treeImportMessages.titleMissing(importLevelLabels[level]));
      return { id: nodeId, title, fields: fields() };
    };
    const defined = <T extends object>(fields: T): T =>
      Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;

    const row: ImportRow = { line: record.line, nonKpi };
    row.kpi = node('kpi', () =>
      defined({
        current: read<string>('current', (text) => text, ''),
        status: master('kpi_status', masters.status, treeSheetHeaders.kpi_status),
        deadLine: day('kpi_deadline'),
        assignees: assignees('kpi_assignees'),
      }),
    );
    row.task = node('task', () =>
      defined({
        status: master('task_status', masters.status, treeSheetHeaders.task_status),
        deadLine: day('task_deadline'),
        assignees: assignees('task_assignees'),
      }),
    );
    row.factor = node('factor', () => ({}));
    row.hypothesis = node('hypothesis', () =>
      defined({ category: master('category', masters.category, treeSheetHeaders.category) }),
    );
    row.measure = node('measure', () =>
      defined({
        status: master('measure_status', masters.measure_status, treeSheetHeaders.measure_status),
        importance: master('importance', masters.master_importance, treeSheetHeaders.importance),
        urgency: master('urgency', masters.master_urgency, treeSheetHeaders.urgency),
        rank: read<Rank | undefined>(
          'rank',
          (text) => ranks.find((rank) => rank === text.normalize('NFKC').toUpperCase()) ?? no(treeImportMessages.rank),
          undefined,
        ),
        priority: master('priority', masters.master_priority, treeSheetHeaders.priority),
        verification: master('verification', masters.master_verification, treeSheetHeaders.verification),
        verification_start_date: day('verification_start'),
        verification_end_date: day('verification_end'),
        expected_uplift: read<number | null>(
          'expected_uplift',
          (text) => {
            const value = parseNumberInput(text.replace(/[%％]\s*$/, ''));
            if (value === null) return no(expectedUpliftMessages.unreadable);
            const reason = expectedUpliftReason(value);
            return reason === null ? value : no(reason);
          },
          null,
        ),
        deadLine: day('measure_deadline'),
        assignees: assignees('measure_assignees'),
        is_show: read<0 | 1 | undefined>(
          'is_show',
          (text) => (text === '表示' ? 1 : text === '非表示' ? 0 : no(treeImportMessages.isShow)),
          undefined,
        ),
      }),
    );
    row.work = node('work', () => defined({ deadLine: day('work_deadline'), assignees: assignees('work_assignees') }));

    if (row.nonKpi && row.kpi) refuse('kpi', treeImportMessages.kpiInNonKpi);
    for (const level of importLevels) {
      if (level === 'kpi' || !row[level]) continue;
      const parent = parentOf[level];
      if (row[parent] || (parent === 'kpi' && row.nonKpi)) continue;
      refuse(titleColumn[level], treeImportMessages.parentMissing(importLevelLabels[parent], importLevelLabels[level]));
    }
    if (errors.length === before && importLevels.some((level) => row[level])) rows.push(row);
  }
  // Read field by field; reported as the file reads, left to right.
  const place = (column: string) => heading.cells.findIndex((text) => text.trim() === column);
  errors.sort((a, b) => a.line - b.line || place(a.column) - place(b.column));
  return { rows, errors };
}
