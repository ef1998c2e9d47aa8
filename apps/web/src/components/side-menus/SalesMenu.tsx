import { SideMenu } from './SideMenu';

export function SalesMenu({ salesId }: { salesId: string | undefined }) {
  return (
    <SideMenu
      title="営業メニュー"
      items={[
        ...(salesId ? [{ label: '営業トップ', to: `/sale/${salesId}`, exact: true }] : []),
        { label: '営業顧客一覧', to: '/admin/sales' },
      ]}
    />
  );
}
