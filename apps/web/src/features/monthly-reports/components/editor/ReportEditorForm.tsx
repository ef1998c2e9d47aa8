import { Group, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { MONTHLY_REPORT_TITLE_MAX } from '@kaizen/domain';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { MarkdownEditor } from '../../../../components/markdown/MarkdownEditor';
import { keepEnterInForm, ReportFormHeader } from '../../../../components/markdown/ReportFormHeader';
import { useDraftForm } from '../../../../components/markdown/use-draft-form';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { reportTitleError } from '../../../../lib/report-title';
import { useUploadImage } from '../../api/images';
import { reportPath } from '../../paths';
import { reportValuesSchema, type ReportValues } from './drafts';

const serverFields = ['title', 'period_start', 'period_end', 'body'] as const;

function validate(values: ReportValues) {
  return {
    title: reportTitleError(values.title, MONTHLY_REPORT_TITLE_MAX),
    period_end:
      values.period_start && values.period_end && values.period_start > values.period_end
        ? '終了日は開始日以降の日付を指定してください'
        : null,
  };
}

export interface ReportEditorFormProps {
  projectId: number;
  heading: string;
  /** What the server holds (or the template a new report starts from). */
  saved: ReportValues;
  draftKey: string;
  /** A new regular report's month, kept with its draft. */
  draftMonth?: string;
  /** Signed URLs of the images the saved text refers to. */
  files: { id: number; url: string }[];
  saving: boolean;
  /** Sends the values; resolves to the report's id. */
  onSave: (values: ReportValues) => Promise<number>;
  cancelTo: string;
  onDirtyChange?: (dirty: boolean) => void;
  /** Fields above the title (the month of a regular report). */
  children?: ReactNode;
}

/**
 * Title, period and the markdown with its preview. Unsaved text is kept as a draft in the browser
 * and restored on the next visit; leaving with unsaved changes asks first. 保存 → the report's view.
 */
export function ReportEditorForm(props: ReportEditorFormProps) {
  const { projectId, onDirtyChange } = props;
  const navigate = useNavigate();
  const { form, dirty, finish } = useDraftForm({
    saved: props.saved,
    valuesSchema: reportValuesSchema,
    draftKey: props.draftKey,
    draftMonth: props.draftMonth,
    validate,
  });
  const upload = useUploadImage(projectId);

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const save = async (values: ReportValues) => {
    try {
      const id = await props.onSave({ ...values, title: values.title.trim() });
      finish();
      navigate(reportPath(projectId, id));
    } catch (error) {
      applyServerFieldErrors(form, error, serverFields);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void save(values))} onKeyDown={keepEnterInForm}>
      <Stack gap="md">
        <ReportFormHeader heading={props.heading} cancelTo={props.cancelTo} saving={props.saving} />
        {props.children}
        <Group align="flex-start" grow>
          <TextInput
            label="タイトル"
            withAsterisk
            maxLength={MONTHLY_REPORT_TITLE_MAX}
            {...form.getInputProps('title')}
          />
          <DatePickerInput
            type="range"
            label="期間"
            valueFormat="YYYY/MM/DD"
            clearable
            allowSingleDateInRange
            value={[form.values.period_start || null, form.values.period_end || null]}
            onChange={([start, end]) => form.setValues({ period_start: start ?? '', period_end: end ?? '' })}
            error={form.errors.period_end ?? form.errors.period_start}
          />
        </Group>
        <MarkdownEditor
          upload={upload}
          value={form.values.body}
          onChange={(body) => form.setFieldValue('body', body)}
          files={props.files}
          error={typeof form.errors.body === 'string' ? form.errors.body : undefined}
        />
      </Stack>
    </form>
  );
}
