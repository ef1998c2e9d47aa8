import { StatusPage } from './StatusPage';

/**
 * The 404 page (product.md §2 routes, §8.1): shown for unmatched routes and for route parameters that
 * fail validation. It keeps the spec's English text and link, with the Japanese the 403 page speaks.
 */
export function NotFoundPage() {
  return (
    <StatusPage
      status={404}
      title="ページが見つかりません"
      spec={{ title: 'This page could not be found', homeLabel: 'Back to the home page' }}
      note="お探しのページは見つかりませんでした。"
    />
  );
}
