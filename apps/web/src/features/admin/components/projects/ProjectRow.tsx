import { ActionIcon, Anchor, Button, Group, Table, TextInput, Tooltip } from '@mantine/core';
import { companyNameSchema, projectNameSchema, type Company, type ProjectListEntry } from '@kaizen/domain';
import { IconChartBar, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmDeletion } from '../../../../components/confirm-deletion';
import { PrefetchLink } from '../../../../components/PrefetchLink';
import { editKeys } from '../../../../lib/ime';
import { useDeleteProject, useUpdateProject } from '../../api/projects';
import { FavoriteStar } from '../../../projects/public';
import { useUpdateCompany } from '../../api/companies';

interface Draft {
  company_name: string;
  project_name: string;
}

/**
 * One project of the list, with inline editing of its company's and its own name. Cancel restores
 * the saved names and leaves edit mode (product.md §5.8); edit mode ends only once the server has saved.
 */
export function ProjectRow({
  project,
  company,
  canDelete,
}: {
  project: ProjectListEntry;
  company: Company;
  canDelete: boolean;
}) {
  const saved: Draft = { company_name: company.company_name, project_name: project.project_name };
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const updateCompany = useUpdateCompany();
  const updateProject = useUpdateProject();
  const deleteProject = useDeleteProject();
  const saving = updateCompany.isPending || updateProject.isPending;

  const cancel = () => {
    setDraft(null);
    setErrors({});
  };

  const save = async () => {
    if (!draft) return;
    const companyName = companyNameSchema.safeParse(draft.company_name);
    const projectName = projectNameSchema.safeParse(draft.project_name);
    if (!companyName.success || !projectName.success) {
      setErrors({
        company_name: companyName.error?.issues[0]?.message,
        project_name: projectName.error?.issues[0]?.message,
      });
      return;
    }
    try {
      if (companyName.data !== saved.company_name) {
        await updateCompany.mutateAsync({ id: company.id, company_name: companyName.data });
      }
      if (projectName.data !== saved.project_name) {
        await updateProject.mutateAsync({ id: project.id, project_name: projectName.data });
      }
      cancel();
    } catch {
      // The mutation has told the user; the row stays in edit mode with what they typed.
    }
  };

  const confirmDelete = () =>
    confirmDeletion({
      title: 'プロジェクトの削除',
      message: `「${project.project_name}」を削除しますか？`,
      onConfirm: () => deleteProject.mutate(project.id),
    });

  const keys = editKeys({ onEnter: () => void save(), onEscape: cancel });

  return (
    <Table.Tr data-testid={`project-row-${project.id}`}>
      <Table.Td c="dimmed">{project.index}</Table.Td>
      <Table.Td>
        {draft ? (
          <TextInput
            aria-label="会社名"
            size="xs"
            value={draft.company_name}
            error={errors.company_name}
            onChange={(e) => setDraft({ ...draft, company_name: e.currentTarget.value })}
            onKeyDown={keys}
          />
        ) : (
          company.company_name
        )}
      </Table.Td>
      <Table.Td>
        {draft ? (
          <TextInput
            aria-label="プロジェクト名"
            size="xs"
            value={draft.project_name}
            error={errors.project_name}
            onChange={(e) => setDraft({ ...draft, project_name: e.currentTarget.value })}
            onKeyDown={keys}
            autoFocus
          />
        ) : (
          <Anchor component={PrefetchLink} to={`/client/${project.id}/management`} fw={500}>
            {project.project_name}
          </Anchor>
        )}
      </Table.Td>
      <Table.Td>
        <FavoriteStar projectId={project.id} projectName={project.project_name} isFavorite={project.is_favorite} />
      </Table.Td>
      <Table.Td>
        {draft ? (
          <Group gap={6} wrap="nowrap">
            <Button size="compact-xs" onClick={() => void save()} loading={saving}>
              保存
            </Button>
            <Button size="compact-xs" variant="default" onClick={cancel} disabled={saving}>
              キャンセル
            </Button>
          </Group>
        ) : (
          <Group gap={4} wrap="nowrap">
            <Tooltip label="分析設定" withArrow>
              <ActionIcon
                component={PrefetchLink}
                to={`/client/${project.id}/setting`}
                variant="subtle"
                aria-label={`${project.project_name}の分析設定`}
              >
                <IconChartBar size={16} />
              </ActionIcon>
            </Tooltip>
            {project.editable ? (
              <Tooltip label="編集" withArrow>
                <ActionIcon
                  variant="subtle"
                  aria-label={`${project.project_name}を編集`}
                  onClick={() => setDraft(saved)}
                >
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
            ) : null}
            {canDelete ? (
              <Tooltip label="削除" withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${project.project_name}を削除`}
                  onClick={confirmDelete}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
