import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { projectNameSchema, z, type Company } from '@kaizen/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { DIALOG_WIDTH } from '../../../../lib/dialog-width';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { useCreateProject } from '../../api/projects';

const formSchema = z.object({
  company_id: z.string().min(1, '会社を選択してください'),
  project_name: projectNameSchema,
});

/** A new project of a client company; companyId preselects one (the company row's "add project"). */
export function CreateProjectModal({
  opened,
  onClose,
  companies,
  companyId,
}: {
  opened: boolean;
  onClose: () => void;
  companies: Company[];
  companyId: number | null;
}) {
  const create = useCreateProject();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { company_id: companyId ? String(companyId) : '', project_name: '' },
    validate: zod4Resolver(formSchema),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="プロジェクトを追加" size={DIALOG_WIDTH.form}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          create.mutate(
            { company_id: Number(values.company_id), project_name: values.project_name },
            {
              onSuccess: close,
              onError: (error) => applyServerFieldErrors(form, error, ['company_id', 'project_name']),
            },
          ),
        )}
      >
        <Stack gap="sm">
          <Select
            label="会社"
            placeholder="会社を選択"
            searchable
            data={companies.filter((c) => !c.is_operator).map((c) => ({ value: String(c.id), label: c.company_name }))}
            key={form.key('company_id')}
            {...form.getInputProps('company_id')}
          />
          <TextInput label="プロジェクト名" key={form.key('project_name')} {...form.getInputProps('project_name')} />
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
