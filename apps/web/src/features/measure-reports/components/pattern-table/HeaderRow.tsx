import { ActionIcon, Group, Table, Tooltip } from '@mantine/core';
import type { ReportHeader, ReportPattern } from '@kaizen/domain';
import { IconTrash } from '@tabler/icons-react';
import { confirmDeletion } from '../../../../components/confirm-deletion';
import { InlineText } from '../../../../components/editors/InlineText';
import { useMinusTh, useUpdateData, useUpdateHeader } from '../../api/pattern-table';
import { useReport } from '../context';
import classes from '../measure-report.module.css';

/** One item (th) of the pattern table: its title and one value per pattern, each saved on its own. */
export function HeaderRow({
  header,
  index,
  patterns,
}: {
  header: ReportHeader;
  index: number;
  patterns: ReportPattern[];
}) {
  const { measureId, editable } = useReport();
  const updateHeader = useUpdateHeader(measureId);
  const updateData = useUpdateData(measureId);
  const minus = useMinusTh(measureId);
  const name = header.title || `項目${index + 1}`;
  const filled = patterns.filter((p) => p.data.some((cell) => cell.th_id === header.id && cell.name.trim() !== ''));

  const askDelete = () =>
    confirmDeletion({
      title: '項目を削除',
      message: `項目「${name}」を削除します。${filled.length > 0 ? `入力済みの値${filled.length}件も削除されます。` : ''}`,
      onConfirm: () => minus.mutate({ id: header.id }),
    });

  return (
    <Table.Tr>
      <Table.Th scope="row" className={classes.rowHead}>
        <Group gap={2} wrap="nowrap" align="flex-start">
          <div style={{ flex: 1, minWidth: 0 }}>
            <InlineText
              value={header.title}
              label={`項目${index + 1}の名前`}
              placeholder="（項目名）"
              readOnly={!editable}
              onSave={(title) => updateHeader.mutateAsync({ id: header.id, title })}
            />
          </div>
          {editable ? (
            <Tooltip label="項目を削除" withArrow>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="red"
                aria-label={`項目「${name}」を削除`}
                onClick={askDelete}
              >
                <IconTrash size={14} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      </Table.Th>
      {patterns.map((pattern) => (
        <Table.Td key={pattern.id} className={pattern.is_adopt === 1 ? classes.adopted : undefined}>
          <InlineText
            value={pattern.data.find((cell) => cell.th_id === header.id)?.name ?? ''}
            label={`${name}（パターン${pattern.pattern}）`}
            readOnly={!editable}
            onSave={(value) => updateData.mutateAsync({ td_id: pattern.id, th_id: header.id, name: value })}
          />
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
