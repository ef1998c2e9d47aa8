import { SideMenu } from './SideMenu';

/**
 * A project's pages; staff, who came from the admin area, also get their way back to it (a client
 * user has no admin area).
 */
export function ClientMenu({ projectId, backToAdmin = false }: { projectId: number; backToAdmin?: boolean }) {
  const base = `/client/${projectId}`;
  return (
    <SideMenu
      title="プロジェクトメニュー"
      items={[
        { label: 'ダッシュボード', to: base, exact: true },
        { label: '概要', to: `${base}/overview` },
        { label: '改善ツリー', to: `${base}/management` },
        { label: 'ステータス', to: `${base}/status` },
        { label: 'レポート', to: `${base}/reports` },
        { label: '施策の学び', to: `${base}/learnings` },
        { label: 'プロジェクト設定', to: `${base}/setting` },
        // The activity feed is staff's; staff are the ones who came from the admin area.
        ...(backToAdmin ? [{ label: 'アクティビティ', to: `${base}/activity` }] : []),
        ...(backToAdmin ? [{ label: '管理画面に戻る', to: '/admin', exact: true, separated: true }] : []),
      ]}
    />
  );
}
