import { describe, expect, it } from 'vitest';
import { chatMessageOf, chatTestMessage, type ChatNotice } from './text.js';

const base: ChatNotice = {
  kind: 'measure_status',
  project_id: 7,
  project_name: '通販サイト改善',
  user_name: '山田',
  action_target: 'カート導線の見直し',
  is_rev: true,
  detail: '完了',
  target_kind: 'measure',
  target_id: 42,
};

describe('chatMessageOf', () => {
  it('names the project and the kind, says what changed and links to the item', () => {
    expect(chatMessageOf(base, 'https://kaizen.example.jp')).toEqual({
      heading: '［通販サイト改善］施策のステータス変更',
      text: '山田さんが施策「カート導線の見直し」のステータスを「完了」に変更しました',
      url: 'https://kaizen.example.jp/client/7/management#measure-42',
      link_label: 'Kaizen Tree で開く',
    });
  });

  it("names everyone one comment mentioned, in the room's words rather than the bell's あなた", () => {
    const message = chatMessageOf(
      { ...base, kind: 'comment_mention', is_rev: false, detail: '', mentioned: ['佐藤', '鈴木'] },
      'http://localhost:3000',
    );
    expect(message.text).toBe('山田さんが「カート導線の見直し」へのコメントで佐藤さん、鈴木さんをメンションしました');
    expect(message.heading).toBe('［通販サイト改善］コメントでのメンション');
  });

  it('links a published report to its page', () => {
    const message = chatMessageOf(
      { ...base, kind: 'report_published', target_kind: 'monthly_report', target_id: 3, action_target: '5月の報告' },
      'http://localhost:3000',
    );
    expect(message.text).toBe('山田さんがレポート「5月の報告」を公開しました');
    expect(message.url).toBe('http://localhost:3000/client/7/reports/3');
  });
});

describe('chatTestMessage', () => {
  it('says which notifications the room will receive', () => {
    const place = {
      project_id: 7,
      project_name: '通販サイト改善',
      company_name: '株式会社みどり',
      scope: 'company' as const,
    };
    const message = chatTestMessage(place, ['kgi', 'report_published'], 'http://localhost:3000');
    expect(message.text).toBe(
      'チャット連携のテスト送信です。このルームには「株式会社みどり」の全プロジェクトの通知（KGI・目的の更新、レポートの公開）が届きます。',
    );
    expect(message.url).toBe('http://localhost:3000/client/7');
  });
});
