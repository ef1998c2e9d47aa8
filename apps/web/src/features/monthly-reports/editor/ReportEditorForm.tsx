import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { MONTHLY_REPORT_TITLE_MAX, monthlyReportMessages } from '@kaizen/domain';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toasts';
import { reportPath } from '../paths';
import { initialValues, sameValues, type ReportValues } from './drafts';
import { MarkdownEditor } from './MarkdownEditor';
import { useDraft } from './use-draft';
import { useLeaveGuard } from './use-leave-guard';

const serverFields = ['title', 'period_start', 'period_end', 'body'] as const;

function validate(values: ReportValues) {
  const title = values.title.trim();
  return {
    title: !title
      ? 'タイトルを入力してください'
      : title.length > MONTHLY_REPORT_TITLE_MAX
        ? `タイトルは${MONTHLY_REPORT_TITLE_MAX}文字以内で入力してください`
        : null,
    period_end:
      values.period_start && values.period_end && values.period_start > values.period_end
        ? '終了日は開始日以降の日付を指定してください'
        : null,
  };
}

/** Enter in the title never sends the form (only 保存 does), so confirming an IME conversion cannot save. */
function keepEnterInForm(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
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
  const { projectId, draftKey, draftMonth, onDirtyChange } = props;
  const navigate = useNavigate();
  // What "unsaved" is measured against: the text as it was when the editor opened.
  const [saved] = useState(props.saved);
  const [opened] = useState(() => initialValues(localStorage, draftKey, saved, draftMonth));
  const form = useForm<ReportValues>({ initialValues: opened.values, validate });
  const [urls, setUrls] = useState<ReadonlyMap<number, string>>(() => new Map(props.files.map((f) => [f.id, f.url])));
  const dirty = !sameValues(form.values, saved);
  const draft = useDraft(draftKey, form.values, saved, draftMonth);
  const guard = useLeaveGuard(dirty);

  const announced = useRef(false);
  useEffect(() => {
    if (opened.restored && !announced.current) {
      announced.current = true;
      toast.success(monthlyReportMessages.draftRestored);
    }
  }, [opened.restored]);

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const save = async (values: ReportValues) => {
    try {
      const id = await props.onSave({ ...values, title: values.title.trim() });
      draft.discard();
      guard.allowLeaving();
      navigate(reportPath(projectId, id));
    } catch (error) {
      applyServerFieldErrors(form, error, serverFields);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void save(values))} onKeyDown={keepEnterInForm}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1} fz="xl">
            {props.heading}
          </Title>
          <Group gap="xs">
            <Button component={PrefetchLink} to={props.cancelTo} variant="default">
              キャンセル
            </Button>
            <Button type="submit" loading={props.saving} leftSection={<IconDeviceFloppy size={16} />}>
              保存
            </Button>
          </Group>
        </Group>
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
          projectId={projectId}
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
