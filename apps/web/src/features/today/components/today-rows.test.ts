import type { TodayResponse } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { leftOutUnder, rowsByProject, rowsInProjectOrder, todayRows } from './today-rows';

const empty: TodayResponse = {
  today: '2026-11-28',
  horizon_end: '2026-12-04',
  assigned: [],
  assigned_later_count: 0,
  verification_ending: [],
  awaiting_report: [],
  needs: [],
  reports_to_publish: [],
  notifications: { unread_count: 0, unread: [] },
  mentions: [],
  left_out: { assigned: 0, verification_ending: 0, awaiting_report: 0, mentions: 0, needs: 0, reports_to_publish: 0 },
};

describe('todayRows', () => {
  it('links each row to its item and says its day', () => {
    const rows = todayRows({
      ...empty,
      assigned: [
        {
          kind: 'task',
          id: 12,
          project_id: 3,
          project_name: 'ECサイト',
          title: '',
          dead_line: '2026-11-27',
          status_name: '着手中',
          bucket: 'overdue',
        },
      ],
      verification_ending: [
        {
          measure_id: 40,
          project_id: 3,
          project_name: 'ECサイト',
          title: 'CTA文言',
          verification_end_date: '2026-12-01',
          verdict: 'win',
          has_report: true,
        },
      ],
      reports_to_publish: [{ project_id: 5, project_name: '会員登録', month: '2026-10', report_id: null }],
    });
    expect(rows.map((r) => [r.section, r.title, r.href, r.dateLabel, r.note])).toEqual([
      ['overdue', '（無題）', '/client/3/management#task-12', '期限 2026/11/27', '着手中'],
      ['verification_ending', 'CTA文言', '/client/3/measures/40/reports', '検証終了 2026/12/01', '現在の判定：勝ち'],
      ['reports_to_publish', '10月の定例レポート', '/client/5/newRegularReport', '', '未作成'],
    ]);
  });

  it('groups by project in the order of the names', () => {
    const rows = todayRows({
      ...empty,
      needs: [
        { id: 1, project_id: 9, project_name: 'わ社', title: '要望1', priority: 1, created_at: '2026-11-20T00:00:00Z' },
        { id: 2, project_id: 4, project_name: 'あ社', title: '要望2', priority: 3, created_at: '2026-11-21T00:00:00Z' },
      ],
    });
    expect(rowsByProject(rows).map((g) => [g.projectName, g.rows.map((r) => r.title)])).toEqual([
      ['あ社', ['要望2']],
      ['わ社', ['要望1']],
    ]);
  });
});

describe('rowsInProjectOrder', () => {
  it('orders by project name and keeps each project’s rows in their order', () => {
    const rows = todayRows({
      ...empty,
      needs: [
        { id: 1, project_id: 9, project_name: 'わ社', title: '一', priority: 1, created_at: '2026-11-20T00:00:00Z' },
        { id: 2, project_id: 4, project_name: 'あ社', title: '二', priority: 1, created_at: '2026-11-21T00:00:00Z' },
        { id: 3, project_id: 9, project_name: 'わ社', title: '三', priority: 2, created_at: '2026-11-22T00:00:00Z' },
      ],
    });
    expect(rowsInProjectOrder(rows).map((r) => r.title)).toEqual(['二', '一', '三']);
  });
});

describe('leftOutUnder', () => {
  it('puts the assigned rest under the last assigned section shown, and the bell’s rest under its own', () => {
    const data: TodayResponse = {
      ...empty,
      assigned: [
        {
          kind: 'kpi',
          id: 1,
          project_id: 3,
          project_name: 'ECサイト',
          title: '売上',
          dead_line: '2026-11-01',
          status_name: null,
          bucket: 'overdue',
        },
      ],
      notifications: { unread_count: 14, unread: [] },
      left_out: { ...empty.left_out, assigned: 7, needs: 3 },
    };
    const rows = todayRows(data);
    expect(leftOutUnder(data, rows, 'overdue')).toBe(7);
    expect(leftOutUnder(data, rows, 'needs')).toBe(3);
    expect(leftOutUnder(data, rows, 'notifications')).toBe(14);
  });
});

describe('a mention row', () => {
  it('opens the item the comment is on and names the comment to mark read', () => {
    const [row] = todayRows({
      ...empty,
      mentions: [
        {
          comment_id: 8,
          project_id: 3,
          project_name: 'ECサイト',
          sale_id: null,
          target_kind: 'measure_report',
          target_id: 40,
          author_name: '田中 美咲',
          excerpt: '数値を確認しました',
          created_at: '2026-11-27T03:00:00Z',
        },
      ],
    });
    expect(row).toMatchObject({
      section: 'mentions',
      title: '田中 美咲さん：数値を確認しました',
      href: '/client/3/measures/40/reports',
      commentId: 8,
    });
  });
  it('opens a monthly report, a need on the dashboard, and a sales report under its customer', () => {
    const mention = {
      comment_id: 1,
      project_id: 3,
      project_name: 'ECサイト',
      sale_id: null,
      author_name: '佐藤 花子',
      excerpt: '確認',
      created_at: '2026-11-27T03:00:00Z',
    };
    const rows = todayRows({
      ...empty,
      mentions: [
        { ...mention, comment_id: 1, target_kind: 'monthly_report', target_id: 12 },
        { ...mention, comment_id: 2, target_kind: 'need', target_id: 5 },
        { ...mention, comment_id: 3, project_id: null, sale_id: 9, target_kind: 'sales_report', target_id: 4 },
      ],
    });
    expect(rows.map((r) => r.href)).toEqual(['/client/3/reports/12', '/client/3#need-5', '/admin/sales/9/reports/4']);
  });
});
