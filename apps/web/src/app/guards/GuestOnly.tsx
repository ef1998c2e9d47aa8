import { safeRedirectPath } from '@kaizen/domain';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../components/FullPageLoader';
import { useCurrentUser } from '../../features/auth/public';

/**
 * Guest-only pages (sign-in). A signed-in user goes home — or, right after signing in, back to the
 * page first asked for when that is a safe internal path (product.md §5 redirect, §6.3).
 */
export function GuestOnly() {
  const [searchParams] = useSearchParams();
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullPageLoader />;
  if (user) return <Navigate to={safeRedirectPath(searchParams.get('redirect')) ?? '/'} replace />;
  return <Outlet />;
}
