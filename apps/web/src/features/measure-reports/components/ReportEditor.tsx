import { Button, Group, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useReadableFields } from '../../../components/NumberField';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useUpdateReport } from '../api/report';
import { BaseSection } from './BaseSection';
import { OverviewFields } from './OverviewFields';
import { PatternTable } from './pattern-table/PatternTable';
import { ReferenceSection } from './ReferenceSection';
import { ReportColumns } from './ReportColumns';
import { REPORT_FORM_ID, ReportHeader } from './ReportHeader';
import { ResultFields } from './ResultFields';
import { useReport } from './context';
import classes from './measure-report.module.css';
import { StatsReadout } from './verification/StatsReadout';
import { TestPlan } from './verification/TestPlan';
import { VerificationDataForm } from './verification/VerificationDataForm';
import { reportPath } from '../../../lib/measure-report-paths';
import {
  changedFields,
  formValuesOf,
  reportFormFields,
  validateReportForm,
  type ReportFormValues,
} from '../report-form';

/**
 * A single-line field's Enter never saves the whole report (only 保存 does), so confirming an IME
 * conversion or a picked date cannot send it by accident. Dialogs portalled out of the form are left alone.
 */
function keepEnterInForm(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target;
  if (event.key === 'Enter' && target instanceof HTMLInputElement && event.currentTarget.contains(target)) {
    event.preventDefault();
  }
}

/**
 * The edit screen: the report's own fields in one form saved by 保存 (then back to the report);
 * the pattern table, images and links save each change at once.
 */
export function ReportEditor() {
  const { data, report, measureId, projectId } = useReport();
  const navigate = useNavigate();
  const update = useUpdateReport(measureId);
  const form = useForm<ReportFormValues>({
    initialValues: formValuesOf(report),
    validate: (values) => validateReportForm(values, data.masters.improvement),
  });
  const { allReadable, track } = useReadableFields();

  const save = (values: ReportFormValues) => {
    // A figure whose text cannot be read says so beside itself; nothing is saved until it is fixed.
    if (!allReadable) return;
    update.mutate(
      // Compared with what the server holds now: only the changed fields are sent.
      { id: report.id, ...changedFields(report, values) },
      {
        onSuccess: () => navigate(reportPath(projectId, measureId)),
        onError: (error) => applyServerFieldErrors(form, error, reportFormFields),
      },
    );
  };

  return (
    <div className={classes.report}>
      <form id={REPORT_FORM_ID} noValidate onSubmit={form.onSubmit(save)} onKeyDown={keepEnterInForm}>
        <div className={classes.report}>
          <ReportHeader mode="edit" saving={update.isPending} />
          <ReportColumns
            covered={false}
            left={
              <>
                <OverviewFields form={form} />
                <BaseSection
                  basisField={<Textarea aria-label="根拠" autosize minRows={3} {...form.getInputProps('basis')} />}
                />
                <ReferenceSection />
              </>
            }
            right={<ResultFields form={form} trackReadable={track} />}
          />
        </div>
      </form>
      <PatternTable />
      {/* Counts saved elsewhere (a CSV import, another editor) start the form again from them. */}
      <VerificationDataForm key={data.td.map((p) => `${p.pattern}:${p.users}:${p.conversions}`).join()} />
      {data.stats ? <StatsReadout stats={data.stats} /> : null}
      <TestPlan />
      <Group justify="flex-end">
        <Button
          type="submit"
          form={REPORT_FORM_ID}
          loading={update.isPending}
          leftSection={<IconDeviceFloppy size={16} />}
        >
          保存
        </Button>
      </Group>
    </div>
  );
}
