import { Group } from '@mantine/core';
import { isStaffRoleNum } from '@kaizen/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { NotFoundPage } from '../../../components/errors/NotFoundPage';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { useRecordPrint } from '../../../lib/record-export';
import { useMe } from '../../auth/public';
import { useManagementInfo } from '../../management/public';
import { KgiMetricSummary } from '../../metrics/public';
import { useProject } from '../../projects/public';
import { ShareLinksButton } from '../../share-links/public';
import { OverviewDocument } from '../components/OverviewDocument';
import { PrintControls } from '../components/PrintControls';
import type { PrintAudience } from '../print-audience';

function Overview({ projectId }: { projectId: number }) {
  const project = useProject(projectId);
  const info = useManagementInfo(projectId);
  // Staff see private items a client does not: they choose whom the paper is for, the client by default.
  const seesPrivate = isStaffRoleNum(useMe().role_num);
  const [chosenAudience, setAudience] = useState<PrintAudience>('client');
  const audience = seesPrivate ? chosenAudience : 'client';
  useRecordPrint('page_pdf', projectId);
  if (project.isPending || info.isPending) return <FullPageLoader />;
  if (project.error) return <RouteErrorContent error={project.error} />;
  if (info.error) return <RouteErrorContent error={info.error} />;

  return (
    <OverviewDocument
      project={project.data}
      kgi={info.data.kgi}
      // Who may edit the project's tree (staff; client users where staff allowed client editing) may edit
      // its overview; each section also asks its own answer's can_edit before showing a control.
      canEdit={info.data.permissions.can_edit}
      audience={audience}
      kgiFigures={<KgiMetricSummary projectId={projectId} />}
      controls={
        <Group gap="xs" wrap="nowrap">
          {seesPrivate ? <ShareLinksButton target={{ projectId, kind: 'project', id: projectId }} /> : null}
          <PrintControls audience={audience} onAudience={setAudience} withChoice={seesPrivate} />
        </Group>
      }
    />
  );
}

/**
 * /client/{projectId}/overview: the project at a glance, in the order a consultant walks a client
 * through it — 目標, ドキュメント, シミュレーション, 顧客分析, 競合比較, 強み・弱み, 市場選定, レポート. Each
 * section is edited in place by who may edit the project and read by everyone else; printed, the page
 * is an A4 document with a title block and no controls, for the client or for internal use
 * (PrintControls).
 */
export default function OverviewPage() {
  const { clientProjectId } = useParams();
  if (clientProjectId === undefined || !/^\d+$/.test(clientProjectId)) return <NotFoundPage />;
  // key: another project is another page (no state of the last one carries over).
  return <Overview key={clientProjectId} projectId={Number(clientProjectId)} />;
}
