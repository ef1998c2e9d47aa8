import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createSaleRequestSchema } from '@kaizen/domain';
import { DIALOG_WIDTH } from '../../../../lib/dialog-width';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { useCreateSale } from '../../api/sales';
import { fieldErrors, pickOptions, toSaleRequest, type PickItem, type SaleFormValues } from './pick-options';

const FIELDS = ['project_name', 'company_name', 'user_id', 'service_id'] as const;

/** 新規登録: a sales customer's 案件名 (required), 会社名, 担当者 and 提案サービス. */
export function CreateSaleModal({
  opened,
  onClose,
  users,
  services,
}: {
  opened: boolean;
  onClose: () => void;
  users: PickItem[];
  services: PickItem[];
}) {
  const create = useCreateSale();
  const form = useForm<SaleFormValues>({
    initialValues: { project_name: '', company_name: '', user_id: null, service_id: null },
    validate: (values) => {
      const parsed = createSaleRequestSchema.safeParse(toSaleRequest(values));
      return parsed.success ? {} : fieldErrors(parsed.error);
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="営業顧客の新規登録" size={DIALOG_WIDTH.form}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          create.mutate(createSaleRequestSchema.parse(toSaleRequest(values)), {
            onSuccess: close,
            onError: (error) => applyServerFieldErrors(form, error, FIELDS),
          }),
        )}
      >
        <Stack gap="sm">
          <TextInput label="案件名" required data-autofocus {...form.getInputProps('project_name')} />
          <TextInput label="会社名" {...form.getInputProps('company_name')} />
          <Select
            label="担当者"
            placeholder="選択してください"
            clearable
            searchable
            data={pickOptions(users)}
            {...form.getInputProps('user_id')}
          />
          <Select
            label="提案サービス"
            placeholder="選択してください"
            clearable
            data={pickOptions(services)}
            {...form.getInputProps('service_id')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              キャンセル
            </Button>
            <Button type="submit" loading={create.isPending}>
              登録する
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
