import { SalesReportView } from './SalesReportView';

/** /admin/sales/{salesId}/reports/{reportId}. */
export default function AdminSalesReportPage() {
  return <SalesReportView area="admin" />;
}
