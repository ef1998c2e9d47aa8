import { Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from '@kaizen/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useId } from 'react';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { editKeys } from '../../../../lib/ime';

interface NameFormProps {
  label: string;
  buttonLabel: string;
  /** The name's rule from @kaizen/domain (masterNameSchema, groupNameSchema). */
  schema: z.ZodType<string>;
  /** Sends the name; rejects when the server refused it (its field message is shown under the input). */
  onSubmit: (name: string) => Promise<unknown>;
  pending: boolean;
  initialValue?: string;
  /** Empty the input after a success (adding), or keep what was saved (renaming). */
  clearOnSuccess?: boolean;
  placeholder?: string;
}

/**
 * One name and a button. Enter sends it too — but never the Enter that confirms a Japanese IME
 * conversion — so there is no <form> whose implicit submission could fire on that Enter.
 */
export function NameForm({
  label,
  buttonLabel,
  schema,
  onSubmit,
  pending,
  initialValue = '',
  clearOnSuccess = true,
  placeholder,
}: NameFormProps) {
  const inputId = useId();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: initialValue },
    validate: zod4Resolver(z.object({ name: schema })),
  });

  const submit = form.onSubmit(async ({ name }) => {
    try {
      await onSubmit(name.trim());
      if (clearOnSuccess) form.reset();
      else form.resetDirty();
    } catch (error) {
      applyServerFieldErrors(form, error, ['name']);
    }
  });

  return (
    <Stack gap={4}>
      <Input.Label htmlFor={inputId}>{label}</Input.Label>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          id={inputId}
          placeholder={placeholder}
          flex={1}
          maw={360}
          key={form.key('name')}
          {...form.getInputProps('name')}
          onKeyDown={editKeys({ onEnter: () => submit() })}
        />
        <Button onClick={() => submit()} loading={pending}>
          {buttonLabel}
        </Button>
      </Group>
    </Stack>
  );
}
