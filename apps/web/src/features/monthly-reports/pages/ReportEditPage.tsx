import type { MonthlyReport } from '@kaizen/domain';
import { ForbiddenPage } from '../../../components/errors/ForbiddenPage';
import { useSaveReport } from '../api/reports';
import { ReportLoader } from '../components/ReportLoader';
import { draftKeys, valuesOf } from '../components/editor/drafts';
import { ReportEditorForm } from '../components/editor/ReportEditorForm';
import { reportPath } from '../paths';

function EditReport({ report }: { report: MonthlyReport }) {
  const save = useSaveReport(report.project_id);
  return (
    <ReportEditorForm
      projectId={report.project_id}
      heading="レポート編集"
      saved={valuesOf(report)}
      draftKey={draftKeys.report(report.id)}
      files={report.files}
      saving={save.isPending}
      onSave={async (values) => (await save.mutateAsync({ id: report.id, ...values })).id}
      cancelTo={reportPath(report.project_id, report.id)}
    />
  );
}

/** /client/{projectId}/reports/{reportId}/edit: staff only (a client user gets the 403 page, or 404 for a private report). */
export default function ReportEditPage() {
  return (
    <ReportLoader>
      {(report) => (report.can_edit ? <EditReport key={report.id} report={report} /> : <ForbiddenPage />)}
    </ReportLoader>
  );
}
