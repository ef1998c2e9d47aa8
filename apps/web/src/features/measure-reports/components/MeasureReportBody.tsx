import { BaseSection } from './BaseSection';
import { useReport } from './context';
import { OverviewView } from './OverviewView';
import { PatternTable } from './pattern-table/PatternTable';
import { ReferenceSection } from './ReferenceSection';
import { ReportColumns } from './ReportColumns';
import { ResultView } from './ResultView';
import { StatsReadout } from './verification/StatsReadout';
import { TestPlan } from './verification/TestPlan';

/**
 * The report as read, under its header: the two columns (the result covered until the verification is
 * done, 検証後に反映されます), the pattern table and the readout or the test plan. The report page and a
 * share link (features/shared) show the same.
 */
export function MeasureReportBody() {
  const { data } = useReport();
  return (
    <>
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
    </>
  );
}
