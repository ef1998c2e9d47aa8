import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { ROLE_ADMIN, type Company, type ProjectListEntry } from '@kaizen/domain';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { useMe } from '../../auth/public';
import { useProjects } from '../../projects/public';
import { useCompanies } from '../api/companies';
import { CreateCompanyModal } from '../components/projects/CreateCompanyModal';
import { CreateProjectModal } from '../components/projects/CreateProjectModal';
import { EmptyCompanyRow } from '../components/projects/EmptyCompanyRow';
import { ProjectRow } from '../components/projects/ProjectRow';

type Row = { kind: 'project'; project: ProjectListEntry; company: Company } | { kind: 'empty'; company: Company };

/** Client companies with their projects, in company order; companies without projects show a row of their own. */
function buildRows(companies: Company[], projects: ProjectListEntry[], search: string): Row[] {
  const needle = search.trim().toLowerCase();
  const matches = (...texts: string[]) => !needle || texts.some((t) => t.toLowerCase().includes(needle));
  return companies.flatMap((company): Row[] => {
    const own = projects.filter((p) => p.company_id === company.id);
    if (own.length === 0) {
      return !company.is_operator && matches(company.company_name) ? [{ kind: 'empty', company }] : [];
    }
    return own
      .filter((p) => matches(company.company_name, p.project_name))
      .map((project) => ({ kind: 'project', project, company }));
  });
}

/** /admin/projects: companies and projects, favourites, inline renaming, and the way into each project. */
export default function ProjectsPage() {
  const me = useMe();
  const projects = useProjects();
  const companies = useCompanies();
  const [search, setSearch] = useState('');
  const [companyModal, setCompanyModal] = useState(false);
  const [projectModal, setProjectModal] = useState<{ companyId: number | null } | null>(null);
  const rows = useMemo(
    () => buildRows(companies.data ?? [], projects.data ?? [], search),
    [companies.data, projects.data, search],
  );

  if (projects.isPending || companies.isPending) return <FullPageLoader />;
  if (projects.error || companies.error) return <RouteErrorContent error={projects.error ?? companies.error} />;
  const isAdmin = me.role === ROLE_ADMIN;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="xl">
          プロジェクト一覧
        </Title>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => setCompanyModal(true)}>
            会社を追加
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setProjectModal({ companyId: null })}>
            プロジェクトを追加
          </Button>
        </Group>
      </Group>
      <TextInput
        placeholder="会社名・プロジェクト名で検索"
        aria-label="会社名・プロジェクト名で検索"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={360}
      />
      <Table striped highlightOnHover withTableBorder aria-label="プロジェクト一覧">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>No.</Table.Th>
            <Table.Th>会社名</Table.Th>
            <Table.Th>プロジェクト名</Table.Th>
            <Table.Th w={56}>お気に入り</Table.Th>
            <Table.Th w={170}>操作</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) =>
            row.kind === 'project' ? (
              <ProjectRow key={`p${row.project.id}`} project={row.project} company={row.company} canDelete={isAdmin} />
            ) : (
              <EmptyCompanyRow
                key={`c${row.company.id}`}
                company={row.company}
                canDelete={isAdmin}
                onAddProject={() => setProjectModal({ companyId: row.company.id })}
              />
            ),
          )}
        </Table.Tbody>
      </Table>
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          該当するプロジェクトはありません
        </Text>
      ) : null}
      <CreateCompanyModal opened={companyModal} onClose={() => setCompanyModal(false)} />
      {projectModal ? (
        <CreateProjectModal
          opened
          onClose={() => setProjectModal(null)}
          companies={companies.data}
          companyId={projectModal.companyId}
        />
      ) : null}
    </Stack>
  );
}
