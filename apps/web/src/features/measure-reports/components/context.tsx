import type { MeasureReport, MeasureReportResponse } from '@kaizen/domain';
import { createContext, useContext } from 'react';

/** What every part of a report screen needs: where it is, what the server holds, and whether it is the edit screen. */
export interface ReportContextValue {
  projectId: number;
  measureId: number;
  data: MeasureReportResponse;
  report: MeasureReport;
  /** The edit screen (and the caller may edit): images, pattern table and links save at once. */
  editable: boolean;
  /** Read through a share link, signed out: nothing that needs an account (downloads) is offered. */
  shared?: boolean;
}

export const ReportContext = createContext<ReportContextValue | null>(null);

export function useReport(): ReportContextValue {
  const value = useContext(ReportContext);
  if (!value) throw new Error('useReport is only for the measure-report screens');
  return value;
}
