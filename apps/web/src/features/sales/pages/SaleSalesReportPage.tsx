import { SalesReportView } from '../components/reports/SalesReportView';

/** /sale/{salesId}/reports/{reportId}: the same report, in the sales area. */
export default function SaleSalesReportPage() {
  return <SalesReportView area="sale" />;
}
