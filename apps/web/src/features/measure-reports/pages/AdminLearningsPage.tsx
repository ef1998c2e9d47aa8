import { useCompanies } from '../../admin/public';
import { LearningsView } from './LearningsView';

/** /admin/learnings (staff): what the verified measures of every client taught. */
export default function AdminLearningsPage() {
  const companies = useCompanies();
  return <LearningsView companies={companies.data ?? []} />;
}
