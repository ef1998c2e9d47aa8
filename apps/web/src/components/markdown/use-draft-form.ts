import { useForm, type FormValidateInput } from '@mantine/form';
import { monthlyReportMessages, type z } from '@kaizen/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { initialValues, sameValues, type DraftValues } from '../../lib/drafts';
import { toast } from '../../lib/toasts';
import { useDraft } from './use-draft';
import { useLeaveGuard } from './use-leave-guard';

/**
 * A report editor's form with its safety nets: it opens on an unsaved draft left in the browser (and
 * says so), keeps the text as a draft while it is typed, and asks before unsaved changes are left.
 * `finish` is for after a successful save: the draft goes and the move to the report is let through.
 */
export function useDraftForm<V extends DraftValues>(options: {
  /** What the server holds (or the template a new report starts from). */
  saved: V;
  valuesSchema: z.ZodType<V>;
  draftKey: string;
  /** A new regular report's month, kept with its draft. */
  draftMonth?: string | undefined;
  validate: FormValidateInput<V>;
}) {
  const { draftKey, draftMonth, valuesSchema } = options;
  // What "unsaved" is measured against: the text as it was when the editor opened.
  const [saved] = useState(options.saved);
  const [opened] = useState(() => initialValues(localStorage, draftKey, saved, valuesSchema, draftMonth));
  const form = useForm<V>({ initialValues: opened.values, validate: options.validate });
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

  const { discard } = draft;
  const { allowLeaving } = guard;
  const finish = useCallback(() => {
    discard();
    allowLeaving();
  }, [discard, allowLeaving]);

  return { form, dirty, finish };
}
