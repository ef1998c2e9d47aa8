import { NewReportPage } from './NewReportPage';

/** /client/{projectId}/newPointReport. */
export default function NewPointReportPage() {
  return <NewReportPage kind="point" />;
}
