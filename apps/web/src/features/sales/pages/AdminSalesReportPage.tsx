import { SalesReportView } from '../components/reports/SalesReportView';

/** /admin/sales/{salesId}/reports/{reportId}. */
export default function AdminSalesReportPage() {
  return <SalesReportView area="admin" />;
}
