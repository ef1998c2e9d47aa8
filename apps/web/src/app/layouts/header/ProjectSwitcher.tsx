import { Group, Select, type ComboboxData } from '@mantine/core';
import type { Project } from '@kaizen/domain';
import { useLocation, useNavigate } from 'react-router';
import { FavoriteStar, useProjects } from '../../../features/projects/public';
import { switchedProjectPath } from './switch-path';

/** Staff reach every company's projects: grouped under their company once there is more than one. */
function optionsOf(projects: Project[]): ComboboxData {
  const option = (p: Project) => ({ value: String(p.id), label: p.project_name });
  const companies = [...new Set(projects.map((p) => p.company_name))];
  if (companies.length < 2) return projects.map(option);
  return companies.map((company) => ({
    group: company,
    items: projects.filter((p) => p.company_name === company).map(option),
  }));
}

/**
 * The projects the user may open (GET /api/v1/projects: a client user's company's, or every one for
 * staff), to switch between from the header: the same page of the other project where it has one,
 * else its dashboard. Shown only with two or more projects; the star, labelled so it is not taken
 * for the favourites panel, keeps the current one in that panel.
 */
export function ProjectSwitcher({ projectId }: { projectId: number }) {
  const { data: projects = [] } = useProjects();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (projects.length < 2) return null;
  const current = projects.find((p) => p.id === projectId);
  return (
    <Group gap={2} wrap="nowrap" data-testid="project-switcher">
      <Select
        aria-label="プロジェクトを切り替え"
        size="xs"
        w={{ base: 150, sm: 220 }}
        allowDeselect={false}
        searchable={projects.length > 8}
        nothingFoundMessage="該当するプロジェクトがありません"
        data={optionsOf(projects)}
        value={current ? String(current.id) : null}
        placeholder="プロジェクトを選択"
        comboboxProps={{ width: 260, position: 'bottom-end' }}
        onChange={(value) => {
          if (value && Number(value) !== projectId) void navigate(switchedProjectPath(pathname, Number(value)));
        }}
      />
      {current ? (
        <FavoriteStar
          projectId={current.id}
          projectName={current.project_name}
          isFavorite={current.is_favorite}
          withLabel
        />
      ) : null}
    </Group>
  );
}
