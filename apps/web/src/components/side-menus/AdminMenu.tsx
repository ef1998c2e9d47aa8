import { SideMenu } from './SideMenu';

export function AdminMenu() {
  return (
    <SideMenu
      title="管理メニュー"
      items={[
        { label: '今日やること', to: '/admin', exact: true },
        { label: 'メニュー一覧', to: '/admin/menu' },
        { label: 'アカウント', to: '/admin/accounts' },
        { label: 'プロジェクト', to: '/admin/projects' },
        { label: '営業顧客', to: '/admin/sales' },
        { label: 'ドキュメント', to: '/admin/documents' },
        { label: '施策レポート検索', to: '/admin/search' },
        { label: '施策の学び', to: '/admin/learnings' },
        { label: '設定', to: '/admin/setting' },
      ]}
    />
  );
}
