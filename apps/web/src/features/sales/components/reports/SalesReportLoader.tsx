import type { SalesReport } from '@kaizen/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../../../../components/errors/NotFoundPage';
import { RouteErrorContent } from '../../../../components/errors/RouteErrorPage';
import { FullPageLoader } from '../../../../components/FullPageLoader';
import { useSalesReport } from '../../api/reports';

const isId = (value: string | undefined): value is string => value !== undefined && /^\d+$/.test(value);

function Loaded({
  saleId,
  reportId,
  children,
}: {
  saleId: number;
  reportId: number;
  children: (report: SalesReport) => ReactNode;
}) {
  const { pathname } = useLocation();
  const { data, isPending, error } = useSalesReport(reportId);
  if (isPending) return <FullPageLoader />;
  // 404: no such report, or its customer deleted.
  if (error) return <RouteErrorContent error={error} />;
  if (data.sale_id !== saleId) {
    // The report belongs to another customer than the address says: go to its own address.
    return <Navigate to={pathname.replace(/^\/(admin\/sales|sale)\/[^/]+/, `/$1/${data.sale_id}`)} replace />;
  }
  return children(data);
}

/** Loads the report of /admin/sales/{salesId}/reports/{reportId}[/edit] and /sale/{salesId}/reports/{reportId} (staff). */
export function SalesReportLoader({ children }: { children: (report: SalesReport) => ReactNode }) {
  const { salesId, reportId } = useParams();
  if (!isId(salesId) || !isId(reportId)) return <NotFoundPage />;
  return (
    <Loaded key={reportId} saleId={Number(salesId)} reportId={Number(reportId)}>
      {children}
    </Loaded>
  );
}
