import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Card,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { ClientTarget } from '@kaizen/domain';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmDeletion } from '../../../../components/confirm-deletion';
import { RouteErrorContent } from '../../../../components/errors/RouteErrorPage';
import { useClientTargets, useDeleteTarget } from '../../api/targets';
import { TargetDialog } from './TargetDialog';
import { byStartMonth, fieldHeading, formatFigure, periodLabel, TARGET_FIELDS } from './target-format';

export const DERIVATION_HELP =
  '入力しなかった値は算出します：目標成約数＝目標売上÷LTV（または目標CV数×成約率）、目標売上＝目標成約数×LTV、目標CV数＝目標成約数÷成約率。期間の値は各月の値です。';

/** One figure: as typed, or muted with 算出 when derived; — when unknown. */
function FigureCell({ target, field }: { target: ClientTarget; field: (typeof TARGET_FIELDS)[number] }) {
  const value = target[field.key];
  if (value === null) {
    return (
      <Text size="sm" c="dimmed" ta="right">
        —
      </Text>
    );
  }
  const derived = target.derived.includes(field.key);
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Text size="sm" c={derived ? 'dimmed' : undefined}>
        {formatFigure(value, field.kind)}
      </Text>
      {derived ? (
        <Badge size="xs" variant="outline" color="gray" radius="sm">
          算出
        </Badge>
      ) : null}
    </Group>
  );
}

function TargetRow({
  target,
  canEdit,
  onEdit,
  onDelete,
}: {
  target: ClientTarget;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const period = periodLabel(target);
  return (
    <Table.Tr data-testid={`target-${target.id}`}>
      <Table.Th scope="row" fw={500}>
        {period}
      </Table.Th>
      {TARGET_FIELDS.map((field) => (
        <Table.Td key={field.key}>
          <FigureCell target={target} field={field} />
        </Table.Td>
      ))}
      {canEdit ? (
        <Table.Td className="no-print">
          <Group gap={4} wrap="nowrap" justify="flex-end">
            <Tooltip label="編集" withArrow>
              <ActionIcon variant="subtle" aria-label={`${period}の目標値を編集`} onClick={onEdit}>
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="削除" withArrow>
              <ActionIcon variant="subtle" color="red" aria-label={`${period}の目標値を削除`} onClick={onDelete}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}

/**
 * 目標値: the client's targets per month or period. What was not typed is derived on the server and
 * shown muted with 算出. Staff add, edit (the same 400px dialog) and delete rows; others read them.
 */
export function TargetsSection({ projectId }: { projectId: number }) {
  const { data, isPending, error } = useClientTargets(projectId);
  const remove = useDeleteTarget(projectId);
  // undefined: closed; null: a new row; a row: its edit.
  const [editing, setEditing] = useState<ClientTarget | null | undefined>(undefined);
  if (error) return <RouteErrorContent error={error} />;
  const canEdit = data?.can_edit ?? false;
  const targets = data ? byStartMonth(data.targets) : [];

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="目標値">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz="lg">
              目標値
            </Title>
            <Text size="xs" c="dimmed">
              {DERIVATION_HELP}
            </Text>
          </div>
          {canEdit ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)} className="no-print">
              目標値を追加
            </Button>
          ) : null}
        </Group>
        {isPending ? (
          <Skeleton h={80} />
        ) : targets.length === 0 ? (
          <Text size="sm" c="dimmed" py="md" ta="center">
            {canEdit
              ? 'まだ目標値はありません。「目標値を追加」から月または期間ごとに登録してください。'
              : 'まだ目標値はありません。'}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="xs" highlightOnHover aria-label="目標値一覧">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>期間</Table.Th>
                  {TARGET_FIELDS.map((field) => (
                    <Table.Th key={field.key} ta="right">
                      {fieldHeading(field)}
                    </Table.Th>
                  ))}
                  {canEdit ? (
                    <Table.Th w={80} className="no-print">
                      <VisuallyHidden>操作</VisuallyHidden>
                    </Table.Th>
                  ) : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {targets.map((target) => (
                  <TargetRow
                    key={target.id}
                    target={target}
                    canEdit={canEdit}
                    onEdit={() => setEditing(target)}
                    onDelete={() =>
                      confirmDeletion({
                        title: '目標値を削除',
                        message: `${periodLabel(target)}の目標値を削除します。よろしいですか？`,
                        onConfirm: () => remove.mutate(target.id),
                      })
                    }
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {editing !== undefined ? (
        <TargetDialog projectId={projectId} target={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </Card>
  );
}
