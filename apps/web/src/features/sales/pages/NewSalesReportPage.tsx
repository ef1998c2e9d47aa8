import { useParams } from 'react-router';
import { ForbiddenPage } from '../../../components/errors/ForbiddenPage';
import { NotFoundPage } from '../../../components/errors/NotFoundPage';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { useCreateSalesReport, useSaleReports } from '../api/reports';
import { salesDraftKeys } from '../components/reports/drafts';
import { saleHomePath } from '../components/reports/paths';
import { SalesReportEditorForm } from '../components/reports/SalesReportEditorForm';

const EMPTY = { title: '', body: '' };

function NewSalesReport({ saleId }: { saleId: number }) {
  // The customer's list says whether it exists (404 otherwise) and whether the caller may write.
  const list = useSaleReports(saleId);
  const create = useCreateSalesReport(saleId);
  if (list.isPending) return <FullPageLoader />;
  if (list.error) return <RouteErrorContent error={list.error} />;
  if (!list.data.can_edit) return <ForbiddenPage />;
  return (
    <SalesReportEditorForm
      saleId={saleId}
      heading="営業レポート作成"
      saved={EMPTY}
      draftKey={salesDraftKeys.newReport(saleId)}
      files={[]}
      saving={create.isPending}
      onSave={async (values) => (await create.mutateAsync(values)).id}
      cancelTo={saleHomePath('admin', saleId)}
    />
  );
}

/** /admin/sales/{salesId}/newSalesReport: a new report for the customer, private until published. */
export default function NewSalesReportPage() {
  const { salesId } = useParams();
  if (!salesId || !/^\d+$/.test(salesId)) return <NotFoundPage />;
  return <NewSalesReport key={salesId} saleId={Number(salesId)} />;
}
