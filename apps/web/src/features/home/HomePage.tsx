import { Center, Stack, Text, Title } from '@mantine/core';
import { isStaffRoleNum } from '@kaizen/domain';
import { Navigate } from 'react-router';
import { FullPageLoader } from '../../components/FullPageLoader';
import { RouteErrorContent } from '../../components/errors/RouteErrorPage';
import { useMe } from '../auth/public';
import { useProjects, rememberedProjectId } from '../projects/public';

function ClientHome() {
  const { data: projects, isPending, error } = useProjects();
  if (isPending) return <FullPageLoader />;
  if (error) return <RouteErrorContent error={error} />;
  const remembered = rememberedProjectId();
  const target = projects.find((p) => p.id === remembered) ?? projects[0];
  if (target) return <Navigate to={`/client/${target.id}`} replace />;
  return (
    <Center mih="60vh">
      <Stack align="center" gap="xs">
        <Title order={2} fz="lg">
          参加しているプロジェクトがありません
        </Title>
        <Text c="dimmed">担当のコンサルタントにお問い合わせください。</Text>
      </Stack>
    </Center>
  );
}

/** Home sends each user to their area: staff to /admin, a client user to their first project (product.md §6.3). */
export default function HomePage() {
  const me = useMe();
  if (isStaffRoleNum(me.role_num)) return <Navigate to="/admin" replace />;
  return <ClientHome />;
}
