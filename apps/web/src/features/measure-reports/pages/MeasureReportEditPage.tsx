import { Navigate } from 'react-router';
import { EmptyReport } from '../components/EmptyReport';
import { ReportLoader } from '../components/ReportLoader';
import { ReportContext } from '../components/context';
import { reportPath } from '../../../lib/measure-report-paths';
import { ReportEditor } from '../components/ReportEditor';

/** /client/{projectId}/measures/{measureId}/reports/edit: only for those who may edit; others see the report. */
export default function MeasureReportEditPage() {
  return (
    <ReportLoader>
      {({ data, projectId, measureId }) => {
        if (!data.can_edit) return <Navigate to={reportPath(projectId, measureId)} replace />;
        if (!data.report) return <EmptyReport data={data} projectId={projectId} measureId={measureId} />;
        return (
          <ReportContext value={{ data, report: data.report, projectId, measureId, editable: true }}>
            <ReportEditor />
          </ReportContext>
        );
      }}
    </ReportLoader>
  );
}
