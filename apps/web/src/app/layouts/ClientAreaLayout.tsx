import { Group, Text, Title } from '@mantine/core';
import { isStaffRoleNum } from '@kaizen/domain';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { FullPageLoader } from '../../components/FullPageLoader';
import { ClientMenu } from '../../components/side-menus/ClientMenu';
import { rememberedProjectId, rememberProjectId, useProject, useProjects } from '../../features/projects/public';
import { useMe } from '../../features/auth/public';
import { useLiveUpdates } from '../../features/notifications/public';
import { NotFoundPage } from '../../components/errors/NotFoundPage';
import { RouteErrorContent } from '../../components/errors/RouteErrorPage';
import { idParam } from '../../lib/route-params';
import { DefaultLayout } from './DefaultLayout';

/** /client/<sub-page> without a project id: the project last opened here, else the first one. */
function ToCurrentProject() {
  const { pathname, search, hash } = useLocation();
  const { data: projects, isPending, error } = useProjects();
  if (isPending) return <FullPageLoader />;
  if (error) return <RouteErrorContent error={error} />;
  const remembered = rememberedProjectId();
  const target = projects.find((p) => p.id === remembered) ?? projects[0];
  if (!target) return <Navigate to="/" replace />;
  const rest = pathname.replace(/^\/client\/?/, '');
  return <Navigate to={`/client/${target.id}${rest ? `/${rest}` : ''}${search}${hash}`} replace />;
}

function ProjectArea({ projectId }: { projectId: number }) {
  const { data: project, isPending, error } = useProject(projectId);
  const isStaff = isStaffRoleNum(useMe().role_num);
  useLiveUpdates(projectId);
  useEffect(() => {
    if (project) rememberProjectId(project.id);
  }, [project]);

  if (isPending) return <FullPageLoader />;
  // The server answers 404 for a project the user may not see, as for one that does not exist.
  if (error) return <DefaultLayout sideMenu={null}>{<RouteErrorContent error={error} />}</DefaultLayout>;
  return (
    <DefaultLayout sideMenu={<ClientMenu projectId={project.id} backToAdmin={isStaff} />}>
      <Group gap="xs" mb="md" className="no-print">
        <Text size="sm" c="dimmed">
          {project.company_name}
        </Text>
        <Title order={2} fz="md" data-testid="current-project-name">
          {project.project_name}
        </Title>
      </Group>
      <Outlet />
    </DefaultLayout>
  );
}

/** /client/{clientProjectId}/*: a client user's own company's projects, or any project for staff. */
export function ClientAreaLayout() {
  const { clientProjectId } = useParams();
  if (clientProjectId === undefined) return <ToCurrentProject />;
  const projectId = idParam(clientProjectId);
  if (projectId === null) {
    return (
      <DefaultLayout>
        <NotFoundPage />
      </DefaultLayout>
    );
  }
  return <ProjectArea projectId={projectId} />;
}
