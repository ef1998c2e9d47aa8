import type { MasterItem } from '../admin/masters.js';
import { personNames, type ExportSheet, type PersonName } from '../common/export-sheet.js';
import { schedulePhaseLabels } from './schedule.js';
import type { StatusTableRow } from './schemas.js';

const phases = ['preparation', 'confirmation', 'verification'] as const;

/**
 * The ステータス表 as one sheet: each measure with where it sits in the tree, its status, its 担当者,
 * the start and end of each phase and its completion as days, and its id. The rows are those the
 * reader was sent: a client's come without hidden measures.
 */
export function statusTableSheet(rows: StatusTableRow[], statuses: MasterItem[], personName: PersonName): ExportSheet {
  return {
    name: 'ステータス表',
    columns: [
      { header: '施策' },
      { header: 'ツリー上の位置' },
      { header: 'ステータス' },
      { header: '担当者' },
      ...phases.flatMap((phase) => [
        { header: `${schedulePhaseLabels[phase]}開始日`, kind: 'date' as const },
        { header: `${schedulePhaseLabels[phase]}終了日`, kind: 'date' as const },
      ]),
      { header: `${schedulePhaseLabels.completion}日`, kind: 'date' },
      { header: '施策ID', kind: 'number' },
    ],
    rows: rows.map((row) => [
      row.title,
      row.path.join(' › '),
      statuses.find((status) => status.id === row.status)?.name ?? null,
      personNames(row.assignees, personName),
      ...phases.flatMap((phase) => [row[phase][0], row[phase][1]]),
      row.completion,
      row.id,
    ]),
  };
}
