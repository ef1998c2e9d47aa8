import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconBulb,
  IconShieldCheck,
  IconFileText,
  IconFolders,
  IconSearch,
  IconSettings,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { useMe } from '../../auth/public';
import { useFavorites, FavoriteStar } from '../../projects/public';
import { settingPermissions } from '../components/setting/permissions';

const sections: { to: string; title: string; description: string; icon: Icon }[] = [
  {
    to: '/admin/accounts',
    title: 'アカウント',
    description: '社内スタッフとクライアントのユーザーを登録・編集します',
    icon: IconUsers,
  },
  {
    to: '/admin/projects',
    title: 'プロジェクト',
    description: '会社とプロジェクトの登録・編集、お気に入り',
    icon: IconFolders,
  },
  { to: '/admin/sales', title: '営業顧客', description: '営業顧客の目標とシミュレーション', icon: IconBuildingStore },
  { to: '/admin/documents', title: 'ドキュメント', description: 'PDF資料の管理', icon: IconFileText },
  {
    to: '/admin/search',
    title: '施策レポート検索',
    description: '他社の施策レポートから成功パターンを探します',
    icon: IconSearch,
  },
  {
    to: '/admin/learnings',
    title: '施策の学び',
    description: '検証済みの施策の勝率と改善幅を、仮説カテゴリーと検証方法ごとに見ます',
    icon: IconBulb,
  },
  {
    to: '/admin/setting',
    title: '設定',
    description: 'マスターデータ、グループ、通知、ユーザー削除、パスワード再設定',
    icon: IconSettings,
  },
];

/** 管理者 only: the others neither see the link nor may open the page. */
const auditSection = {
  to: '/admin/audit',
  title: '監査ログ',
  description: 'サインイン、アカウントやプロジェクトの変更、書き出し、バックアップの記録',
  icon: IconShieldCheck,
};

function FavoriteProjects() {
  const { data: favorites = [], isPending } = useFavorites();
  if (isPending) return null;
  if (favorites.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        お気に入りのプロジェクトはまだありません。
        {/* Underlined: in a sentence a link is told from its words by more than colour (issue 38). */}
        <Anchor component={PrefetchLink} to="/admin/projects" size="sm" underline="always">
          プロジェクト一覧
        </Anchor>
        の☆で追加できます。
      </Text>
    );
  }
  return (
    <Table highlightOnHover aria-label="お気に入りのプロジェクト">
      <Table.Tbody>
        {favorites.map((project) => (
          <Table.Tr key={project.id}>
            <Table.Td w={40}>
              <FavoriteStar projectId={project.id} projectName={project.project_name} isFavorite />
            </Table.Td>
            <Table.Td>
              <Anchor component={PrefetchLink} to={`/client/${project.id}/management`}>
                {project.project_name}
              </Anchor>
            </Table.Td>
            <Table.Td c="dimmed">{project.company_name}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** /admin/menu: the way into each admin section, and the signed-in user's favourite projects. */
export default function AdminHomePage() {
  const { isAdmin } = settingPermissions(useMe());
  return (
    <Stack gap="lg">
      <Title order={1} fz="xl">
        メニュー一覧
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {[...sections, ...(isAdmin ? [auditSection] : [])].map(({ to, title, description, icon: SectionIcon }) => (
          <Card key={to} component={PrefetchLink} to={to} withBorder padding="md" radius="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <SectionIcon size={22} color="var(--mantine-color-teal-7)" />
              <div>
                <Text fw={700}>{title}</Text>
                <Text size="xs" c="dimmed">
                  {description}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          お気に入りのプロジェクト
        </Title>
        <FavoriteProjects />
      </Stack>
    </Stack>
  );
}
