import { ActionIcon, Checkbox, NativeSelect, Table, Text, Textarea, TextInput, VisuallyHidden } from '@mantine/core';
import {
  isBlankPoint,
  type CustomerAnalysis,
  type Owner,
  type PointRow,
  type UpdatePointRequest,
} from '@kaizen/domain';
import { IconTrash } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { confirmDeletion } from '../../../../components/confirm-deletion';
import { editKeys } from '../../../../lib/ime';
import { useDeletePoint, useUpdatePoint } from '../../api/customer-analysis';
import classes from './journey.module.css';

type Fields = Omit<UpdatePointRequest, 'id'>;
type TextField = 'action_contents' | 'detail' | 'element';

const columns = ['フェーズ', '施策あり', '良い点/課題', '施策内容', '適否', '詳細', '要素'] as const;

/**
 * A text cell typed into directly: Enter (never the one confirming an IME conversion; in 詳細,
 * Ctrl/⌘+Enter) or leaving it saves, Escape restores. It shows the server's text once saved.
 */
function TextCell({
  value,
  label,
  multiline,
  onSave,
}: {
  value: string;
  label: string;
  multiline?: boolean;
  onSave: (text: string) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const finish = async () => {
    if (draft === null || saving) return;
    if (draft === value) {
      setDraft(null);
      return;
    }
    setSaving(true);
    try {
      await onSave(draft);
      setDraft(null);
    } catch {
      // The failure toast has been shown; what was typed stays.
    } finally {
      setSaving(false);
    }
  };
  const keys = editKeys({ onEnter: () => void finish(), onEscape: () => setDraft(null) });
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (multiline && event.key === 'Enter' && !event.ctrlKey && !event.metaKey) return;
    keys(event);
  };
  const common = {
    'aria-label': label,
    size: 'xs' as const,
    value: draft ?? value,
    readOnly: saving,
    onChange: (event: { currentTarget: { value: string } }) => setDraft(event.currentTarget.value),
    onBlur: () => void finish(),
    onKeyDown,
  };
  return multiline ? <Textarea {...common} autosize minRows={1} maxRows={6} /> : <TextInput {...common} />;
}

function PointRowView({
  row,
  analysis,
  canEdit,
  canDelete,
  onSave,
  onDelete,
}: {
  row: PointRow;
  analysis: CustomerAnalysis;
  canEdit: boolean;
  canDelete: boolean;
  onSave: (row: PointRow, fields: Fields) => Promise<unknown>;
  onDelete: (row: PointRow, name: string) => void;
}) {
  const blank = isBlankPoint(row);
  const name = blank ? '新しい行' : `${row.index_num}行目`;
  const phase = analysis.phase.find((p) => p.id === row.phase_id);
  const propriety = analysis.propriety.find((p) => p.id === row.propriety_id);
  if (!canEdit) {
    return (
      <Table.Tr>
        <Table.Td>{phase?.name ?? '—'}</Table.Td>
        <Table.Td>{row.is_action === 1 ? 'あり' : '—'}</Table.Td>
        <Table.Td>{row.is_good === 1 ? '良い点' : '課題'}</Table.Td>
        <Table.Td>{row.action_contents || '—'}</Table.Td>
        <Table.Td>{propriety ? `${propriety.mark} ${propriety.name}` : '—'}</Table.Td>
        <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{row.detail || '—'}</Table.Td>
        <Table.Td>{row.element || '—'}</Table.Td>
      </Table.Tr>
    );
  }
  const save = (fields: Fields) => onSave(row, fields);
  const text = (field: TextField, label: string, multiline?: boolean) => (
    <TextCell
      value={row[field]}
      label={`${label}（${name}）`}
      multiline={multiline}
      onSave={(next) => save({ [field]: next })}
    />
  );
  return (
    <Table.Tr className={blank ? classes.blankRow : undefined} data-blank={blank || undefined}>
      <Table.Td>
        <NativeSelect
          size="xs"
          aria-label={`フェーズ（${name}）`}
          value={row.phase_id === null ? '' : String(row.phase_id)}
          data={[{ value: '', label: '—' }, ...analysis.phase.map((p) => ({ value: String(p.id), label: p.name }))]}
          onChange={(event) =>
            void save({ phase: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })
          }
        />
      </Table.Td>
      <Table.Td>
        <Checkbox
          aria-label={`施策あり（${name}）`}
          checked={row.is_action === 1}
          onChange={(event) => void save({ is_action: event.currentTarget.checked ? 1 : 0 })}
        />
      </Table.Td>
      <Table.Td>
        <NativeSelect
          size="xs"
          aria-label={`良い点/課題（${name}）`}
          value={String(row.is_good)}
          data={[
            { value: '1', label: '良い点' },
            { value: '0', label: '課題' },
          ]}
          onChange={(event) => void save({ is_good: event.currentTarget.value === '1' ? 1 : 0 })}
        />
      </Table.Td>
      <Table.Td>{text('action_contents', '施策内容')}</Table.Td>
      <Table.Td>
        <NativeSelect
          size="xs"
          aria-label={`適否（${name}）`}
          value={row.propriety_id === null ? '' : String(row.propriety_id)}
          data={[
            { value: '', label: '—' },
            ...analysis.propriety.map((p) => ({ value: String(p.id), label: `${p.mark} ${p.name}` })),
          ]}
          onChange={(event) =>
            void save({ propriety: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })
          }
        />
      </Table.Td>
      <Table.Td>{text('detail', '詳細', true)}</Table.Td>
      <Table.Td>{text('element', '要素')}</Table.Td>
      <Table.Td className="no-print">
        {canDelete ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`${name}を削除`}
            onClick={() => onDelete(row, name)}
          >
            <IconTrash size={14} aria-hidden />
          </ActionIcon>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The point rows (product.md §3.9): phase, 施策あり, 良い点/課題, 施策内容, 適否, 詳細, 要素. The blank
 * row always sits last (§9.7): typing into it saves it, and the server adds the next blank row.
 */
export function PointTable({
  owner,
  analysis,
  canEdit,
}: {
  owner: Owner;
  analysis: CustomerAnalysis;
  canEdit: boolean;
}) {
  const update = useUpdatePoint(owner);
  const remove = useDeletePoint(owner);
  const blanks = analysis.point_list.filter(isBlankPoint).length;
  const filled = analysis.point_list.filter((row) => !isBlankPoint(row));
  const onSave = (row: PointRow, fields: Fields) => update.mutateAsync({ id: row.id, ...fields });
  const onDelete = (row: PointRow, name: string) =>
    confirmDeletion({
      title: 'ポイントの削除',
      message: `${name}のポイントを削除しますか？`,
      onConfirm: () => remove.mutate(row.id),
    });
  const table = (editable: boolean) => (
    <Table
      withTableBorder
      withColumnBorders
      verticalSpacing={4}
      className={classes.pointTable}
      aria-label="ポイント"
      aria-hidden={editable === canEdit ? undefined : true}
    >
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column}>{column}</Table.Th>
          ))}
          {editable ? (
            <Table.Th w={40}>
              <VisuallyHidden>操作</VisuallyHidden>
            </Table.Th>
          ) : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {(editable ? analysis.point_list : filled).length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={columns.length}>
              <Text size="sm" c="dimmed">
                ポイントはまだありません
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : (
          (editable ? analysis.point_list : filled).map((row) => (
            <PointRowView
              key={row.id}
              row={row}
              analysis={analysis}
              canEdit={editable}
              canDelete={!isBlankPoint(row) || blanks > 1}
              onSave={onSave}
              onDelete={onDelete}
            />
          ))
        )}
      </Table.Tbody>
    </Table>
  );
  if (!canEdit) return <Table.ScrollContainer minWidth={900}>{table(false)}</Table.ScrollContainer>;
  // On paper the rows read as text: the editable table is for the screen, a read-only one for print.
  return (
    <>
      <Table.ScrollContainer minWidth={900} className="no-print">
        {table(true)}
      </Table.ScrollContainer>
      <div className={classes.printOnly}>{table(false)}</div>
    </>
  );
}
