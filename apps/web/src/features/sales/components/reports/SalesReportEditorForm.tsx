import { Stack, TextInput } from '@mantine/core';
import { REPORT_TITLE_MAX } from '@kaizen/domain';
import { useNavigate } from 'react-router';
import { MarkdownEditor } from '../../../../components/markdown/MarkdownEditor';
import { keepEnterInForm, ReportFormHeader } from '../../../../components/markdown/ReportFormHeader';
import { useDraftForm } from '../../../../components/markdown/use-draft-form';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { reportTitleError } from '../../../../lib/report-title';
import { useUploadSalesReportImage } from '../../api/reports';
import { salesReportValuesSchema, type SalesReportValues } from './drafts';
import { salesReportPath } from './paths';

const serverFields = ['title', 'body'] as const;

function validate(values: SalesReportValues) {
  return {
    title: reportTitleError(values.title, REPORT_TITLE_MAX),
  };
}

/**
 * A sales report's title and markdown with its preview, as the monthly report editor: unsaved text is
 * kept as a draft and restored, leaving with unsaved changes asks first. 保存 → the report's view.
 */
export function SalesReportEditorForm(props: {
  saleId: number;
  heading: string;
  saved: SalesReportValues;
  draftKey: string;
  /** Signed URLs of the images the saved text refers to. */
  files: { id: number; url: string }[];
  saving: boolean;
  /** Sends the values; resolves to the report's id. */
  onSave: (values: SalesReportValues) => Promise<number>;
  cancelTo: string;
}) {
  const { saleId } = props;
  const navigate = useNavigate();
  const { form, finish } = useDraftForm({
    saved: props.saved,
    valuesSchema: salesReportValuesSchema,
    draftKey: props.draftKey,
    validate,
  });
  const upload = useUploadSalesReportImage(saleId);

  const save = async (values: SalesReportValues) => {
    try {
      const id = await props.onSave({ ...values, title: values.title.trim() });
      finish();
      navigate(salesReportPath('admin', saleId, id));
    } catch (error) {
      applyServerFieldErrors(form, error, serverFields);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void save(values))} onKeyDown={keepEnterInForm}>
      <Stack gap="md">
        <ReportFormHeader heading={props.heading} cancelTo={props.cancelTo} saving={props.saving} />
        <TextInput label="タイトル" withAsterisk maxLength={REPORT_TITLE_MAX} {...form.getInputProps('title')} />
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
