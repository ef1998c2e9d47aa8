import { isStaffRoleNum } from '@kaizen/domain';
import { Navigate, Outlet } from 'react-router';
import { FullPageLoader } from '../../components/FullPageLoader';
import { RouteErrorContent } from '../../components/errors/RouteErrorPage';
import { useMe } from '../../features/auth/public';
import { rememberedProjectId, useProjects } from '../../features/projects/public';

function ClientHomeRedirect() {
  const { data: projects, isPending, error } = useProjects();
  if (isPending) return <FullPageLoader />;
  if (error) return <RouteErrorContent error={error} />;
  const remembered = rememberedProjectId();
  const target = projects.find((p) => p.id === remembered) ?? projects[0];
  if (target) return <Navigate to={`/client/${target.id}`} replace />;
  return <Outlet />;
}

/**
 * `/` sends each user to their area (product.md §6.3): staff to /admin, a client user to their
 * remembered or first project. It decides before any layout renders, so no header appears only to
 * be replaced a moment later (a user menu opened in that moment closed under the pointer). Only a
 * client user without a project stays, on the page that says so.
 */
export function HomeRedirect() {
  const me = useMe();
  if (isStaffRoleNum(me.role_num)) return <Navigate to="/admin" replace />;
  return <ClientHomeRedirect />;
}
