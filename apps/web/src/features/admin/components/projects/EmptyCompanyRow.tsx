import { ActionIcon, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import type { Company } from '@kaizen/domain';
import { IconTrash } from '@tabler/icons-react';
import { confirmDeletion } from '../../../../components/confirm-deletion';
import { useDeleteCompany } from '../../api/companies';

/** A client company without projects yet: add its first project, or (管理者) remove it. */
export function EmptyCompanyRow({
  company,
  canDelete,
  onAddProject,
}: {
  company: Company;
  canDelete: boolean;
  onAddProject: () => void;
}) {
  const deleteCompany = useDeleteCompany();
  const confirmDelete = () =>
    confirmDeletion({
      title: '会社の削除',
      message: `「${company.company_name}」を削除しますか？`,
      onConfirm: () => deleteCompany.mutate(company.id),
    });
  return (
    <Table.Tr data-testid={`company-row-${company.id}`}>
      <Table.Td c="dimmed">-</Table.Td>
      <Table.Td>{company.company_name}</Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed" span>
          プロジェクトがありません
        </Text>
      </Table.Td>
      <Table.Td />
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="light"
            onClick={onAddProject}
            aria-label={`${company.company_name}にプロジェクトを追加`}
          >
            プロジェクトを追加
          </Button>
          {canDelete && company.user_count === 0 ? (
            <Tooltip label="削除" withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${company.company_name}を削除`}
                onClick={confirmDelete}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
