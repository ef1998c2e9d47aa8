import { describe, expect, it } from 'vitest';
import { describeNotification, NEED_TURNED_INTO_TASK } from './notification-text.js';

const base = { user_name: '管理 太郎', action_target: 'ボタン改善', is_rev: true, detail: '' };

describe('describeNotification', () => {
  it('names the status a measure or KPI moved to', () => {
    expect(describeNotification({ ...base, kind: 'measure_status', detail: '検証中' })).toBe(
      '管理 太郎さんが施策「ボタン改善」のステータスを「検証中」に変更しました',
    );
    expect(describeNotification({ ...base, kind: 'kpi_status', action_target: '売上', detail: '完了' })).toBe(
      '管理 太郎さんがKPI「売上」のステータスを「完了」に変更しました',
    );
  });

  it('keeps the older wording for a status change recorded without its new status', () => {
    expect(describeNotification({ ...base, kind: 'measure_status' })).toBe(
      '管理 太郎さんが施策「ボタン改善」のステータスを変更しました',
    );
  });

  it('says which report was made public, and never calls it a status change', () => {
    const text = describeNotification({ ...base, kind: 'report_published', action_target: '2026年11月の報告' });
    expect(text).toBe('管理 太郎さんがレポート「2026年11月の報告」を公開しました');
  });

  it('tells setting a KGI from updating it, and words sales goals and client needs', () => {
    expect(describeNotification({ ...base, kind: 'kgi', action_target: '売上120%', is_rev: false })).toBe(
      '管理 太郎さんが「売上120%」を設定しました',
    );
    expect(describeNotification({ ...base, kind: 'sales_goal', action_target: 'KGI' })).toBe(
      '管理 太郎さんが営業目標の「KGI」を更新しました',
    );
    expect(describeNotification({ ...base, kind: 'client_need', user_name: '', action_target: '資料がほしい' })).toBe(
      '不明なユーザーさんがニーズ「資料がほしい」を登録しました',
    );
  });
});

describe('describeNotification for a need staff answered', () => {
  it('tells answering, changing the answer and turning the need into a task apart', () => {
    const need = { ...base, kind: 'need_answered', action_target: '資料がほしい', is_rev: false };
    expect(describeNotification(need)).toBe('管理 太郎さんがニーズ「資料がほしい」に回答しました');
    expect(describeNotification({ ...need, is_rev: true })).toBe(
      '管理 太郎さんがニーズ「資料がほしい」の回答を更新しました',
    );
    expect(describeNotification({ ...need, detail: NEED_TURNED_INTO_TASK })).toBe(
      '管理 太郎さんがニーズ「資料がほしい」をタスクにしました',
    );
  });
});
