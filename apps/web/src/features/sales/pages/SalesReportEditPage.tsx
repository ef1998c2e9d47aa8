import type { SalesReport } from '@kaizen/domain';
import { ForbiddenPage } from '../../../components/errors/ForbiddenPage';
import { useSaveSalesReport } from '../api/reports';
import { salesDraftKeys } from '../components/reports/drafts';
import { salesReportPath } from '../components/reports/paths';
import { SalesReportEditorForm } from '../components/reports/SalesReportEditorForm';
import { SalesReportLoader } from '../components/reports/SalesReportLoader';

function EditSalesReport({ report }: { report: SalesReport }) {
  const save = useSaveSalesReport();
  return (
    <SalesReportEditorForm
      saleId={report.sale_id}
      heading="営業レポート編集"
      saved={{ title: report.title, body: report.body }}
      draftKey={salesDraftKeys.report(report.id)}
      files={report.files}
      saving={save.isPending}
      onSave={async (values) => (await save.mutateAsync({ id: report.id, ...values })).id}
      cancelTo={salesReportPath('admin', report.sale_id, report.id)}
    />
  );
}

/** /admin/sales/{salesId}/reports/{reportId}/edit: staff only (the area's guard and the server both check). */
export default function SalesReportEditPage() {
  return (
    <SalesReportLoader>
      {(report) => (report.can_edit ? <EditSalesReport key={report.id} report={report} /> : <ForbiddenPage />)}
    </SalesReportLoader>
  );
}
