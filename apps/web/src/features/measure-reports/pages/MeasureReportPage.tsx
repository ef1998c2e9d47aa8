import { CommentsPanel } from '../../comments/public';
import { HistoryPanel } from '../../history/public';
import { ReportContext } from '../components/context';
import { EmptyReport } from '../components/EmptyReport';
import { MeasureReportBody } from '../components/MeasureReportBody';
import { ReportHeader } from '../components/ReportHeader';
import { ReportLoader } from '../components/ReportLoader';
import classes from '../components/measure-report.module.css';

/**
 * /client/{projectId}/measures/{measureId}/reports: the report as read and printed. Until the
 * verification is done the result column is covered (検証後に反映されます).
 */
export default function MeasureReportPage() {
  return (
    <ReportLoader>
      {({ data, projectId, measureId }) =>
        data.report ? (
          <ReportContext value={{ data, report: data.report, projectId, measureId, editable: false }}>
            <article className={classes.report} aria-label="施策レポート">
              <ReportHeader mode="view" />
              <MeasureReportBody />
              <HistoryPanel kind="measure_report" id={measureId} />
              <CommentsPanel target={{ target_kind: 'measure_report', target_id: measureId }} />
            </article>
          </ReportContext>
        ) : (
          <EmptyReport data={data} projectId={projectId} measureId={measureId} />
        )
      }
    </ReportLoader>
  );
}
