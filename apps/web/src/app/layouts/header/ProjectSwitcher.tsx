import { Group, Select } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { FavoriteStar, useProjects } from '../../../features/projects/public';
import { switchedProjectPath } from './switch-path';

/**
 * A client user's projects (GET /api/v1/projects: their company's), to switch between from the
 * header: the same page of the other project where it has one, else its dashboard. Shown only to a
 * user with two or more projects; the star keeps the current one in the favourites panel.
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
        data={projects.map((p) => ({ value: String(p.id), label: p.project_name }))}
        value={current ? String(current.id) : null}
        placeholder="プロジェクトを選択"
        comboboxProps={{ width: 260, position: 'bottom-end' }}
        onChange={(value) => {
          if (value && Number(value) !== projectId) void navigate(switchedProjectPath(pathname, Number(value)));
        }}
      />
      {current ? (
        <FavoriteStar projectId={current.id} projectName={current.project_name} isFavorite={current.is_favorite} />
      ) : null}
    </Group>
  );
}
