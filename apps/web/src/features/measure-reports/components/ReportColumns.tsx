import type { ReactNode } from 'react';
import classes from './measure-report.module.css';
import { ResultOverlay } from './ResultOverlay';

/**
 * Left (overview, base, reference images) and right (results) columns, stacked on narrow screens.
 * A covered result column is hidden from keyboard and screen readers as well as from sight.
 */
export function ReportColumns({ left, right, covered }: { left: ReactNode; right: ReactNode; covered: boolean }) {
  return (
    <div className={classes.columns}>
      <div className={classes.column}>{left}</div>
      <div className={`${classes.column} ${classes.result}`} data-testid="result-column">
        {covered ? <ResultOverlay /> : null}
        <div className={classes.column} inert={covered} aria-hidden={covered || undefined}>
          {right}
        </div>
      </div>
    </div>
  );
}
