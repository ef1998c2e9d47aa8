import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createCompanyRequestSchema } from '@kaizen/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { DIALOG_WIDTH } from '../../../../lib/dialog-width';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { useCreateCompany } from '../../api/companies';

export function CreateCompanyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateCompany();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { company_name: '' },
    validate: zod4Resolver(createCompanyRequestSchema),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="会社を追加" size={DIALOG_WIDTH.form}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          create.mutate(values.company_name, {
            onSuccess: close,
            onError: (error) => applyServerFieldErrors(form, error, ['company_name']),
          }),
        )}
      >
        <Stack gap="sm">
          <TextInput
            label="会社名"
            data-autofocus
            key={form.key('company_name')}
            {...form.getInputProps('company_name')}
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
