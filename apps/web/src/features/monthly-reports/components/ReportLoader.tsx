import type { MonthlyReport } from '@kaizen/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/errors/NotFoundPage';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { useReport } from '../api/reports';

function Loaded({
  projectId,
  reportId,
  children,
}: {
  projectId: number;
  reportId: number;
  children: (report: MonthlyReport) => ReactNode;
}) {
  const { pathname } = useLocation();
  const { data, isPending, error } = useReport(projectId, reportId);
  if (isPending) return <FullPageLoader />;
  // 404: no such report, another company's, or a private one for a client user.
  if (error) return <RouteErrorContent error={error} />;
  if (data.project_id !== projectId) {
    // The report belongs to another project than the address says: go to its own address.
    return <Navigate to={pathname.replace(/^\/client\/[^/]+/, `/client/${data.project_id}`)} replace />;
  }
  return children(data);
}

/** Loads the report of /client/{projectId}/reports/{reportId}[/edit]. */
export function ReportLoader({ children }: { children: (report: MonthlyReport) => ReactNode }) {
  const { clientProjectId, reportId } = useParams();
  if (!reportId || !/^\d+$/.test(reportId)) return <NotFoundPage />;
  return (
    <Loaded projectId={Number(clientProjectId)} reportId={Number(reportId)}>
      {children}
    </Loaded>
  );
}
