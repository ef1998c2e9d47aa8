import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { focusAnchor, needPriorityLabels, needStatusLabels, needMessages, type Need } from '@kaizen/domain';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { confirmDeletion } from '../../../../components/confirm-deletion';
import { RouteErrorContent } from '../../../../components/errors/RouteErrorPage';
import focus from '../../../../components/focus-target/focus-target.module.css';
import { focusProps, useFocusAnchor, useScrollToAnchor } from '../../../../components/focus-target/use-focus-anchor';
import { DIALOG_WIDTH } from '../../../../lib/dialog-width';
import { useDeleteNeed, useNeedToTask, useNeeds } from '../../api/needs';
import { formatDay } from '../../../../lib/dates';
import { needStatusColors, priorityColors } from '../../format';
import { CountedCommentsButton } from '../../../comments/public';
import { AnswerModal } from './AnswerModal';
import { NeedFormModal } from './NeedFormModal';

/** The task a need became: its title and status as the tree has them now, or 削除済み. */
function LinkedTask({ projectId, task }: { projectId: number; task: NonNullable<Need['task']> }) {
  if (task.is_deleted) {
    return (
      <Badge variant="outline" color="gray" size="sm">
        {needMessages.deletedTask}
      </Badge>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <Anchor component={Link} to={`/client/${projectId}/management`} size="sm">
        {task.title || '（無題の課題）'}
      </Anchor>
      <Badge variant="light" color="blue" size="sm">
        {task.status_name ?? 'ステータス未設定'}
      </Badge>
    </Stack>
  );
}

function NeedRow({
  projectId,
  need,
  canAnswer,
  focused,
  onEdit,
  onAnswer,
}: {
  projectId: number;
  need: Need;
  canAnswer: boolean;
  /** The anchor a link asked the page to show (a notification about this need). */
  focused: string | null;
  onEdit: () => void;
  onAnswer: () => void;
}) {
  const remove = useDeleteNeed(projectId);
  const toTask = useNeedToTask(projectId);
  const actions = need.can_edit || canAnswer;
  return (
    <Table.Tr
      data-testid={`need-${need.id}`}
      className={focus.target}
      {...focusProps(focusAnchor('need', need.id), focused)}
    >
      <Table.Td>
        <Badge
          color={priorityColors[need.priority]}
          variant="light"
          size="sm"
          aria-label={`優先度 ${needPriorityLabels[need.priority]}`}
        >
          {needPriorityLabels[need.priority]}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" align="flex-start" justify="space-between">
          <Text size="sm" fw={500}>
            {need.title}
          </Text>
          <CountedCommentsButton
            projectId={projectId}
            target={{ target_kind: 'need', target_id: need.id }}
            itemLabel={`ニーズ「${need.title}」`}
          />
        </Group>
        {need.detail ? (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {need.detail}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Badge color={needStatusColors[need.status]} variant="light" size="sm">
          {needStatusLabels[need.status]}
        </Badge>
      </Table.Td>
      <Table.Td>
        {need.answer ? (
          <>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {need.answer}
            </Text>
            <Text size="xs" c="dimmed">
              {[need.answered_by_name, need.answered_at ? formatDay(need.answered_at) : null]
                .filter(Boolean)
                .join('・')}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            未回答
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {need.task ? (
          <LinkedTask projectId={projectId} task={need.task} />
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{need.created_by_name ?? '—'}</Text>
        <Text size="xs" c="dimmed">
          {formatDay(need.created_at)}
        </Text>
      </Table.Td>
      <Table.Td>
        {actions ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`「${need.title}」の操作`}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {canAnswer ? <Menu.Item onClick={onAnswer}>回答</Menu.Item> : null}
              {canAnswer && need.task === null ? (
                <Menu.Item
                  onClick={() =>
                    openConfirmModal({
                      title: '課題にする',
                      size: DIALOG_WIDTH.form,
                      children: (
                        <Text size="sm">
                          「{need.title}」を改善ツリーの未整理の課題に追加し、このニーズと結びつけます。
                        </Text>
                      ),
                      labels: { confirm: '課題にする', cancel: 'キャンセル' },
                      onConfirm: () => toTask.mutate(need.id),
                    })
                  }
                >
                  課題にする
                </Menu.Item>
              ) : null}
              {need.can_edit ? <Menu.Item onClick={onEdit}>編集</Menu.Item> : null}
              {need.can_edit ? (
                <Menu.Item
                  color="red"
                  onClick={() =>
                    confirmDeletion({
                      title: 'ニーズを削除',
                      message: `「${need.title}」を削除します。よろしいですか？`,
                      onConfirm: () => remove.mutate(need.id),
                    })
                  }
                >
                  削除
                </Menu.Item>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The client needs: what the client asks of its consultant. Anyone of the project writes one; its
 * author (or staff) edits or deletes it while 未対応; staff answer it and turn it into an inbox task.
 */
export function NeedsSection({ projectId }: { projectId: number }) {
  const { data, isPending, error } = useNeeds(projectId);
  // undefined: closed; null: a new need; a need: that need's edit.
  const [editing, setEditing] = useState<Need | null | undefined>(undefined);
  const [answering, setAnswering] = useState<Need | null>(null);
  const focused = useFocusAnchor();
  useScrollToAnchor(focused);
  if (error) return <RouteErrorContent error={error} />;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="ニーズ">
      <Group justify="space-between" mb="sm" align="flex-start">
        <div>
          <Title order={2} fz="md">
            ニーズ
          </Title>
          <Text size="xs" c="dimmed">
            ご要望やお困りごとをお寄せください。担当コンサルタントが確認して回答します。
          </Text>
        </div>
        {data?.can_create ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            ニーズを登録
          </Button>
        ) : null}
      </Group>
      {isPending ? (
        <Skeleton h={120} />
      ) : data.needs.length === 0 ? (
        <Text size="sm" c="dimmed" py="lg" ta="center">
          まだニーズは登録されていません。サイトについてのご要望やご相談を「ニーズを登録」からお寄せください。
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={960}>
          <Table verticalSpacing="sm" highlightOnHover aria-label="ニーズ一覧">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>優先度</Table.Th>
                <Table.Th>ニーズ</Table.Th>
                <Table.Th w={90}>対応状況</Table.Th>
                <Table.Th>回答</Table.Th>
                <Table.Th w={180}>課題</Table.Th>
                <Table.Th w={120}>登録</Table.Th>
                <Table.Th w={50}>
                  <VisuallyHidden>操作</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.needs.map((need) => (
                <NeedRow
                  key={need.id}
                  projectId={projectId}
                  need={need}
                  canAnswer={data.can_answer}
                  focused={focused}
                  onEdit={() => setEditing(need)}
                  onAnswer={() => setAnswering(need)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing !== undefined ? (
        <NeedFormModal projectId={projectId} need={editing} onClose={() => setEditing(undefined)} />
      ) : null}
      {answering ? <AnswerModal projectId={projectId} need={answering} onClose={() => setAnswering(null)} /> : null}
    </Paper>
  );
}
