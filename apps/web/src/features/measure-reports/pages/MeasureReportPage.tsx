import { CommentsPanel } from '../../comments/public';
import { HistoryPanel } from '../../history/public';
import { ReportContext } from '../components/context';
import { BaseSection } from '../components/BaseSection';
import { EmptyReport } from '../components/EmptyReport';
import { OverviewView } from '../components/OverviewView';
import { PatternTable } from '../components/pattern-table/PatternTable';
import { ReferenceSection } from '../components/ReferenceSection';
import { ReportColumns } from '../components/ReportColumns';
import { ReportHeader } from '../components/ReportHeader';
import { ReportLoader } from '../components/ReportLoader';
import { ResultView } from '../components/ResultView';
import classes from '../components/measure-report.module.css';
import { StatsReadout } from '../components/verification/StatsReadout';
import { TestPlan } from '../components/verification/TestPlan';

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
              <ReportColumns
                covered={!data.verification_done}
                left={
                  <>
                    <OverviewView />
                    <BaseSection />
                    <ReferenceSection />
                  </>
                }
                right={<ResultView />}
              />
              <PatternTable />
              {/* The readout is a result: covered, as the result column, until the verification is done. */}
              {data.stats && data.verification_done ? <StatsReadout stats={data.stats} /> : <TestPlan />}
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
