import { StatusPage } from './StatusPage';

/** /403: where the admin check sends client users (product.md §6.3, §8.1). */
export function ForbiddenPage() {
  return (
    <StatusPage
      status={403}
      title="このページを表示する権限がありません"
      note="アクセス権限については管理者にお問い合わせください。"
    />
  );
}
