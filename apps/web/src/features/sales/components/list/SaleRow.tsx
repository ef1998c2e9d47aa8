import { ActionIcon, Anchor, Badge, Button, Group, Select, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { updateSaleRequestSchema, type SaleEntry, type UpdateSaleRequest } from '@kaizen/domain';
import { IconArrowBackUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { confirmDeletion } from '../../../../components/confirm-deletion';
import { PrefetchLink } from '../../../../components/PrefetchLink';
import { ApiError } from '../../../../lib/api-client';
import { editKeys } from '../../../../lib/ime';
import { useDeleteSale, useRestoreSale, useUpdateSale } from '../../api/sales';
import { fieldErrors, pickedId, pickOptions, type PickItem, type SaleFormValues } from './pick-options';

const detailPath = (sale: SaleEntry) => `/admin/sales/${sale.id}`;

/** The fields that differ from the saved row: only those are sent. */
function changes(sale: SaleEntry, draft: SaleFormValues): UpdateSaleRequest {
  const request: UpdateSaleRequest = { id: sale.id };
  if (draft.project_name.trim() !== sale.project_name) request.project_name = draft.project_name;
  if (draft.company_name.trim() !== sale.company_name) request.company_name = draft.company_name;
  if (pickedId(draft.user_id) !== sale.user_id) request.user_id = pickedId(draft.user_id);
  if (pickedId(draft.service_id) !== sale.service_id) request.service_id = pickedId(draft.service_id);
  return request;
}

const savedValues = (sale: SaleEntry): SaleFormValues => ({
  project_name: sale.project_name,
  company_name: sale.company_name,
  user_id: sale.user_id === null ? null : String(sale.user_id),
  service_id: sale.service_id === null ? null : String(sale.service_id),
});

/** A click on the row opens the customer, unless it was on something of its own (a link, a button, a field). */
const isOwnControl = (event: MouseEvent) =>
  event.target instanceof Element && event.target.closest('a, button, input, [role="option"]') !== null;

/**
 * One sales customer: a click opens its detail; 編集 turns the row into fields (キャンセル or Escape
 * restores, Enter saves — never the Enter that confirms an IME conversion); 削除 and 元に戻す only
 * for those the server lets delete.
 */
export function SaleRow({
  sale,
  users,
  services,
  canDelete,
}: {
  sale: SaleEntry;
  users: PickItem[];
  services: PickItem[];
  canDelete: boolean;
}) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<SaleFormValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateSale();
  const remove = useDeleteSale();
  const restore = useRestoreSale();
  const deleted = sale.is_deleted === 1;

  const cancel = () => {
    setDraft(null);
    setErrors({});
  };

  const save = async () => {
    if (!draft || update.isPending) return;
    const request = changes(sale, draft);
    const parsed = updateSaleRequestSchema.safeParse(request);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    if (Object.keys(request).length === 1) {
      cancel();
      return;
    }
    try {
      await update.mutateAsync(parsed.data);
      cancel();
    } catch (error) {
      // The row stays in edit mode with what was typed; field refusals show beside their field.
      if (error instanceof ApiError) setErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.message])));
    }
  };

  const keys = editKeys({ onEnter: () => void save(), onEscape: cancel });
  const text = (field: 'project_name' | 'company_name', label: string, autoFocus?: boolean) =>
    draft ? (
      <TextInput
        aria-label={label}
        size="xs"
        value={draft[field]}
        error={errors[field]}
        autoFocus={autoFocus}
        onChange={(e) => setDraft({ ...draft, [field]: e.currentTarget.value })}
        onKeyDown={keys}
      />
    ) : null;
  const select = (field: 'user_id' | 'service_id', label: string, items: PickItem[]) =>
    draft ? (
      <Select
        aria-label={label}
        size="xs"
        clearable
        data={pickOptions(items)}
        value={draft[field]}
        error={errors[field]}
        onChange={(value) => setDraft({ ...draft, [field]: value })}
        comboboxProps={{ withinPortal: true }}
      />
    ) : null;

  const opensDetail = !draft && !deleted;
  return (
    <Table.Tr
      data-testid={`sale-row-${sale.id}`}
      style={opensDetail ? { cursor: 'pointer' } : undefined}
      onClick={(event) => {
        if (opensDetail && !isOwnControl(event)) void navigate(detailPath(sale));
      }}
    >
      <Table.Td c="dimmed">{sale.index}</Table.Td>
      <Table.Td>
        {text('project_name', '案件名', true) ??
          (deleted ? (
            sale.project_name
          ) : (
            <Anchor component={PrefetchLink} to={detailPath(sale)} fw={500}>
              {sale.project_name}
            </Anchor>
          ))}
      </Table.Td>
      <Table.Td>{text('company_name', '会社名') ?? sale.company_name}</Table.Td>
      <Table.Td>{select('user_id', '担当者', users) ?? sale.user_name ?? '—'}</Table.Td>
      <Table.Td>{select('service_id', '提案サービス', services) ?? sale.service_name ?? '—'}</Table.Td>
      <Table.Td>
        {sale.project_id === null ? (
          <Text size="sm" c="dimmed">
            未
          </Text>
        ) : (
          <Anchor component={PrefetchLink} to={`/client/${sale.project_id}`} size="sm">
            <Badge variant="light" color="teal" style={{ cursor: 'pointer' }}>
              クライアント化済み
            </Badge>
          </Anchor>
        )}
      </Table.Td>
      <Table.Td>
        {draft ? (
          <Group gap={6} wrap="nowrap">
            <Button size="compact-xs" onClick={() => void save()} loading={update.isPending}>
              保存
            </Button>
            <Button size="compact-xs" variant="default" onClick={cancel} disabled={update.isPending}>
              キャンセル
            </Button>
          </Group>
        ) : (
          <Group gap={4} wrap="nowrap">
            {!deleted && sale.editable ? (
              <Tooltip label="編集" withArrow>
                <ActionIcon
                  variant="subtle"
                  aria-label={`${sale.project_name}を編集`}
                  onClick={() => setDraft(savedValues(sale))}
                >
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
            ) : null}
            {!deleted && canDelete ? (
              <Tooltip label="削除" withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${sale.project_name}を削除`}
                  onClick={() =>
                    confirmDeletion({
                      title: '営業顧客の削除',
                      message: `「${sale.project_name}」を削除しますか？ 削除済みの一覧から元に戻せます。`,
                      onConfirm: () => remove.mutate(sale.id),
                    })
                  }
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            ) : null}
            {deleted && canDelete ? (
              <Button
                size="compact-xs"
                variant="light"
                leftSection={<IconArrowBackUp size={14} />}
                loading={restore.isPending}
                onClick={() => restore.mutate(sale.id)}
              >
                元に戻す
              </Button>
            ) : null}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
