import { SideMenu } from './SideMenu';

export function ClientMenu({ projectId }: { projectId: number }) {
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
        { label: 'プロジェクト設定', to: `${base}/setting` },
      ]}
    />
  );
}
