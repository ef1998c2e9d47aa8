import { StatusPage } from './StatusPage';

/** The 404 page (spec §2, §8): shown for unmatched routes and for route parameters that fail validation. */
export function NotFoundPage() {
  return <StatusPage status={404} title="This page could not be found" note="お探しのページは見つかりませんでした。" />;
}
