import { Anchor, Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { convertSaleRequestSchema, type ConvertSaleRequest, type SaleEntry } from '@kaizen/domain';
import { useState } from 'react';
import { PrefetchLink } from '../../../../components/PrefetchLink';
import { ApiError } from '../../../../lib/api-client';
import { DIALOG_WIDTH } from '../../../../lib/dialog-width';
import { useCompanies } from '../../../admin/public';
import { useConvertSale } from '../../api/sales';

type Mode = 'existing' | 'new';

/**
 * クライアント化: the contract is won — the customer becomes a client project under an existing client
 * company or a new one (its name starts as the customer's 会社名). Its goals become the project's KGI.
 */
export function ConvertDialog({ sale, opened, onClose }: { sale: SaleEntry; opened: boolean; onClose: () => void }) {
  const companies = useCompanies();
  const convert = useConvertSale(sale.project_name);
  const [mode, setMode] = useState<Mode>('existing');
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [companyName, setCompanyName] = useState(sale.company_name);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [projectId, setProjectId] = useState<number | null>(null);
  const clients = (companies.data ?? []).filter((company) => !company.is_operator);

  const close = () => {
    setErrors({});
    setProjectId(null);
    onClose();
  };

  const submit = async () => {
    const request: ConvertSaleRequest =
      mode === 'existing'
        ? { id: sale.id, ...(companyId ? { company_id: Number(companyId) } : {}) }
        : { id: sale.id, company_name: companyName };
    const parsed = convertSaleRequestSchema.safeParse(request);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      setProjectId((await convert.mutateAsync(parsed.data)).project_id);
    } catch (failure) {
      if (failure instanceof ApiError) {
        setErrors(Object.fromEntries(failure.fields.map((field) => [field.field, field.message])));
      }
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="クライアント化" size={DIALOG_WIDTH.form}>
      {projectId !== null ? (
        <Stack gap="sm">
          <Text size="sm">
            「{sale.project_name}」をクライアントのプロジェクトにしました。目標はプロジェクトのKGIに引き継がれています。
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              閉じる
            </Button>
            <Button component={PrefetchLink} to={`/client/${projectId}/management`}>
              プロジェクトを開く
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            受注した営業顧客をクライアントのプロジェクトにします。目標とKGIはプロジェクトに引き継がれ、シミュレーション・ドキュメント・レポートはプロジェクトから参照できます。
          </Text>
          <SegmentedControl
            aria-label="会社の指定方法"
            value={mode}
            onChange={(value) => setMode(value as Mode)}
            data={[
              { value: 'existing', label: '既存の会社' },
              { value: 'new', label: '新しい会社' },
            ]}
          />
          {mode === 'existing' ? (
            <Select
              label="クライアント企業"
              placeholder={companies.isPending ? '読み込み中…' : '選択してください'}
              searchable
              nothingFoundMessage="該当する会社はありません"
              data={clients.map((company) => ({ value: String(company.id), label: company.company_name }))}
              value={companyId}
              onChange={setCompanyId}
              error={errors.company_id ?? (companies.error ? companies.error.message : undefined)}
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <TextInput
              label="新しい会社名"
              value={companyName}
              onChange={(e) => setCompanyName(e.currentTarget.value)}
              error={errors.company_name ?? errors.company_id}
            />
          )}
          {mode === 'existing' && clients.length === 0 && !companies.isPending ? (
            <Anchor component="button" type="button" size="sm" onClick={() => setMode('new')}>
              クライアント企業がありません。新しい会社として登録します
            </Anchor>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              キャンセル
            </Button>
            <Button onClick={() => void submit()} loading={convert.isPending}>
              クライアント化する
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
