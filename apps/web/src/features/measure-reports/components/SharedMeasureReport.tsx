import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { ReportContext } from './context';
import type { LoadedReport } from './ReportLoader';
import { MeasureReportBody } from './MeasureReportBody';
import { ReportTitle } from './ReportTitle';
import classes from './measure-report.module.css';

/**
 * A measure report as a share link shows it (decisions/0042): the answer the project's client users
 * get, read only, with its title and the page's `actions` (印刷) but no edit, history or comments.
 */
export function SharedMeasureReport({ data, projectId, measureId, actions }: LoadedReport & { actions?: ReactNode }) {
  if (!data.report) return null;
  return (
    <ReportContext value={{ data, report: data.report, projectId, measureId, editable: false, shared: true }}>
      <article className={classes.report} aria-label="施策レポート">
        <header className={classes.header}>
          <ReportTitle label="施策レポート" measure={data.base.measure} />
          <Group gap="xs" data-print-hide>
            {actions}
          </Group>
        </header>
        <MeasureReportBody />
      </article>
    </ReportContext>
  );
}
