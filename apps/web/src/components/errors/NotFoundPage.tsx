import { StatusPage } from './StatusPage';

/** The 404 page (product.md §2 routes, §8.1): shown for unmatched routes and for route parameters that fail validation. */
export function NotFoundPage() {
  return <StatusPage status={404} title="This page could not be found" note="お探しのページは見つかりませんでした。" />;
}
