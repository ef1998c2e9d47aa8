import { Outlet, Navigate, useLocation } from 'react-router';
import { FullPageLoader } from '../../components/FullPageLoader';
import { useCurrentUser } from '../../features/auth/public';
import { RouteErrorContent } from '../../components/errors/RouteErrorPage';

/** Every page below needs sign-in: a guest goes to /login?redirect=<the page asked for>. */
export function RequireAuth() {
  const location = useLocation();
  const { data: user, isPending, error } = useCurrentUser();
  if (isPending) return <FullPageLoader />;
  if (error) return <RouteErrorContent error={error} />;
  if (!user) {
    const target = `${location.pathname}${location.search}${location.hash}`;
    const search = target === '/' ? '' : `?redirect=${encodeURIComponent(target)}`;
    return <Navigate to={`/login${search}`} replace />;
  }
  return <Outlet />;
}
