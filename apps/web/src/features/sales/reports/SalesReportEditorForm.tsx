import { Stack, TextInput } from '@mantine/core';
import { REPORT_TITLE_MAX } from '@kaizen/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MarkdownEditor } from '../../../components/markdown/MarkdownEditor';
import { keepEnterInForm, ReportFormHeader } from '../../../components/markdown/ReportFormHeader';
import { useDraftForm } from '../../../components/markdown/use-draft-form';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useUploadSalesReportImage } from '../api/reports';
import { salesReportValuesSchema, type SalesReportValues } from './drafts';
import { salesReportPath } from './paths';

const serverFields = ['title', 'body'] as const;

function validate(values: SalesReportValues) {
  const title = values.title.trim();
  return {
    title: !title
      ? 'タイトルを入力してください'
      : title.length > REPORT_TITLE_MAX
        ? `タイトルは${REPORT_TITLE_MAX}文字以内で入力してください`
        : null,
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
  const [urls, setUrls] = useState<ReadonlyMap<number, string>>(() => new Map(props.files.map((f) => [f.id, f.url])));
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
          urls={urls}
          onUploaded={(fileId, url) => setUrls((current) => new Map(current).set(fileId, url))}
          error={typeof form.errors.body === 'string' ? form.errors.body : undefined}
        />
      </Stack>
    </form>
  );
}
