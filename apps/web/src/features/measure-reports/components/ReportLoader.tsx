import type { MeasureReportResponse } from '@kaizen/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/errors/NotFoundPage';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { useMeasureReport } from '../api/report';

export interface LoadedReport {
  data: MeasureReportResponse;
  projectId: number;
  measureId: number;
}

function Loaded({ measureId, children }: { measureId: number; children: (loaded: LoadedReport) => ReactNode }) {
  const { clientProjectId } = useParams();
  const { pathname } = useLocation();
  const { data, isPending, error } = useMeasureReport(measureId);
  if (isPending) return <FullPageLoader />;
  // 404: no such measure, or one (or a report) the caller may not see.
  if (error) return <RouteErrorContent error={error} />;
  const projectId = data.base.project_id;
  if (String(projectId) !== clientProjectId) {
    // The measure belongs to another project than the address says: go to its own address.
    return <Navigate to={pathname.replace(/^\/client\/[^/]+/, `/client/${projectId}`)} replace />;
  }
  return children({ data, projectId, measureId });
}

/** Loads the report of /client/{projectId}/measures/{measureId}/reports[/edit]; no measure id is a 404. */
export function ReportLoader({ children }: { children: (loaded: LoadedReport) => ReactNode }) {
  const { measureId } = useParams();
  if (!measureId || !/^\d+$/.test(measureId)) return <NotFoundPage />;
  return <Loaded measureId={Number(measureId)}>{children}</Loaded>;
}
