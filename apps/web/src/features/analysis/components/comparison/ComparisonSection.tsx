import { ActionIcon, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  canRemoveLine,
  comparisonMessages,
  type ComparisonCompany,
  type ComparisonItem,
  type Owner,
} from '@kaizen/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { confirmDeletion } from '../../../../components/confirm-deletion';
import { InlineText } from '../../../../components/editors/InlineText';
import { RouteErrorContent } from '../../../../components/errors/RouteErrorPage';
import { useComparisonWrites, useConflicts } from '../../api/comparison';
import classes from './comparison.module.css';
import { SortableLines, useSortableLine } from './sortable-lines';

type Writes = ReturnType<typeof useComparisonWrites>;

/** 削除 of a row or a column: asks first; disabled, saying why, while it is the last one (§5.9). */
function RemoveButton({
  label,
  canRemove,
  lastMessage,
  onConfirm,
  confirmTitle,
  confirmMessage,
}: {
  label: string;
  canRemove: boolean;
  lastMessage: string;
  onConfirm: () => void;
  confirmTitle: string;
  confirmMessage: string;
}) {
  const button = (
    <ActionIcon
      variant="subtle"
      color="red"
      size="sm"
      aria-label={label}
      disabled={!canRemove}
      onClick={() => confirmDeletion({ title: confirmTitle, message: confirmMessage, onConfirm })}
    >
      <IconTrash size={14} aria-hidden />
    </ActionIcon>
  );
  if (canRemove) return <span className={`${classes.disabledWrap} no-print`}>{button}</span>;
  return (
    <Tooltip label={lastMessage} withArrow>
      <span className={`${classes.disabledWrap} no-print`}>{button}</span>
    </Tooltip>
  );
}

function ItemHeader({
  item,
  editable,
  canRemove,
  dragDisabled,
  writes,
}: {
  item: ComparisonItem;
  editable: boolean;
  canRemove: boolean;
  dragDisabled: boolean;
  writes: Writes;
}) {
  const { setNodeRef, style, handle, className } = useSortableLine(
    'column',
    item.id,
    item.title,
    dragDisabled || !editable,
  );
  return (
    <th ref={setNodeRef} style={style} className={className} scope="col">
      <div className={classes.lineHead}>
        {editable ? handle : null}
        <div className={classes.lineText}>
          <InlineText
            value={item.title}
            label={`比較項目「${item.title}」`}
            required
            readOnly={!editable}
            onSave={(title) => writes.renameItem.mutateAsync({ id: item.id, title })}
          />
        </div>
        {editable ? (
          <RemoveButton
            label={`「${item.title}」の列を削除`}
            canRemove={canRemove}
            lastMessage={comparisonMessages.lastItem}
            confirmTitle="列を削除"
            confirmMessage={`比較項目「${item.title}」と、その列の内容を削除します。よろしいですか？`}
            onConfirm={() => writes.removeItem.mutate(item.id)}
          />
        ) : null}
      </div>
    </th>
  );
}

function CompanyRow({
  company,
  items,
  editable,
  canRemove,
  dragDisabled,
  writes,
}: {
  company: ComparisonCompany;
  items: ComparisonItem[];
  editable: boolean;
  canRemove: boolean;
  dragDisabled: boolean;
  writes: Writes;
}) {
  const { setNodeRef, style, handle, className } = useSortableLine(
    'row',
    company.id,
    company.name,
    dragDisabled || !editable,
  );
  return (
    <tr ref={setNodeRef} style={style} className={className}>
      <th scope="row" className={classes.sticky}>
        <div className={classes.lineHead}>
          {editable ? handle : null}
          <div className={classes.lineText}>
            <InlineText
              value={company.name}
              label={`企業名「${company.name}」`}
              required
              readOnly={!editable}
              onSave={(name) => writes.renameCompany.mutateAsync({ id: company.id, name })}
            />
          </div>
          {editable ? (
            <RemoveButton
              label={`「${company.name}」の行を削除`}
              canRemove={canRemove}
              lastMessage={comparisonMessages.lastCompany}
              confirmTitle="行を削除"
              confirmMessage={`「${company.name}」の行を削除します。市場選定のボードからも外れます。よろしいですか？`}
              onConfirm={() => writes.removeCompany.mutate(company.id)}
            />
          ) : null}
        </div>
      </th>
      {company.data.map((cell, index) => {
        const title = items[index]?.title ?? '';
        return (
          <td key={cell.id}>
            <InlineText
              value={cell.name}
              label={`「${company.name}」の「${title}」`}
              readOnly={!editable}
              placeholder="—"
              onSave={(name) => writes.writeCell.mutateAsync({ company_id: company.id, item_id: cell.id, name })}
            />
          </td>
        );
      })}
    </tr>
  );
}

/**
 * 競合比較 (product.md §3.9, §4.13, §7.9 conflicts): the owner's companies as rows and comparison
 * items as columns, the company column kept in view. Staff (and client users where client editing is
 * allowed) rename, fill, add, remove and reorder — by drag and drop with the mouse or the keyboard;
 * the last row and the last column stay. Everyone else reads; on paper the table has no controls.
 */
export function ComparisonSection({ owner, canEdit }: { owner: Owner; canEdit: boolean }) {
  const conflicts = useConflicts(owner);
  const writes = useComparisonWrites(owner);
  const editable = canEdit && conflicts.data?.can_edit === true;
  const th = conflicts.data?.th ?? [];
  const td = conflicts.data?.td ?? [];
  const reordering = writes.orderCompanies.isPending || writes.orderItems.isPending;

  return (
    <Card withBorder padding="md" radius="md" className={classes.section}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            競合比較
          </Title>
          {editable ? (
            <Group gap="xs" className="no-print">
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                loading={writes.addCompany.isPending}
                onClick={() => writes.addCompany.mutate(undefined)}
              >
                行を追加
              </Button>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                loading={writes.addItem.isPending}
                onClick={() => writes.addItem.mutate(undefined)}
              >
                列を追加
              </Button>
            </Group>
          ) : null}
        </Group>
        {conflicts.isPending ? (
          <Text size="sm" c="dimmed">
            読み込み中…
          </Text>
        ) : conflicts.error ? (
          <RouteErrorContent error={conflicts.error} />
        ) : td.length === 0 || th.length === 0 ? (
          <Text size="sm" c="dimmed">
            比較表はまだありません
            {/* How to start is for the editor on screen: paper says what the client's page says. */}
            {editable ? <span className="no-print">。「行を追加」で自社の行と最初の比較項目ができます。</span> : null}
          </Text>
        ) : (
          // Reachable by keyboard, to scroll a wide table without a mouse (as SensitivityTable).
          <div className={classes.scroll} tabIndex={0} role="region" aria-label="競合比較表（スクロールできます）">
            <table className={classes.table} aria-label="競合比較表">
              <thead>
                <tr>
                  <th scope="col" className={classes.sticky}>
                    <Text size="sm" fw={600}>
                      企業名
                    </Text>
                  </th>
                  <SortableLines
                    axis="column"
                    lines={th.map((item) => ({ id: item.id, label: item.title }))}
                    onMove={(target_id, insert_id) => writes.orderItems.mutate({ target_id, insert_id })}
                    disabled={!editable || reordering}
                  >
                    {th.map((item) => (
                      <ItemHeader
                        key={item.id}
                        item={item}
                        editable={editable}
                        canRemove={canRemoveLine(th.length)}
                        dragDisabled={reordering}
                        writes={writes}
                      />
                    ))}
                  </SortableLines>
                </tr>
              </thead>
              <tbody>
                <SortableLines
                  axis="row"
                  lines={td.map((company) => ({ id: company.id, label: company.name }))}
                  onMove={(target_id, insert_id) => writes.orderCompanies.mutate({ target_id, insert_id })}
                  disabled={!editable || reordering}
                >
                  {td.map((company) => (
                    <CompanyRow
                      key={company.id}
                      company={company}
                      items={th}
                      editable={editable}
                      canRemove={canRemoveLine(td.length)}
                      dragDisabled={reordering}
                      writes={writes}
                    />
                  ))}
                </SortableLines>
              </tbody>
            </table>
          </div>
        )}
      </Stack>
    </Card>
  );
}
