import { useParams } from 'react-router';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { useProject } from '../../projects/public';
import { LearningsView } from './LearningsView';

/**
 * /client/{projectId}/learnings: what the verified measures of the project's company taught — for a
 * client user only the measures and reports shown to it, which the server decides.
 */
export default function ProjectLearningsPage() {
  const project = useProject(Number(useParams().clientProjectId));
  if (project.isPending) return <FullPageLoader />;
  if (project.error) return <RouteErrorContent error={project.error} />;
  return <LearningsView companies={null} companyId={project.data.company_id} />;
}
