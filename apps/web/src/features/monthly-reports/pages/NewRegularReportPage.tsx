import { NewReportPage } from './NewReportPage';

/** /client/{projectId}/newRegularReport. */
export default function NewRegularReportPage() {
  return <NewReportPage kind="regular" />;
}
