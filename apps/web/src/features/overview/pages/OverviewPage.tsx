import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { isStaffRoleNum, type Owner } from '@kaizen/domain';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { NotFoundPage } from '../../../components/errors/NotFoundPage';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { useMe } from '../../auth/public';
import { DocumentsSection } from '../../documents/public';
import { useManagementInfo } from '../../management/public';
import { useProject } from '../../projects/public';
import { ProjectSimulationSection } from '../../sales/public';
import { AnalysisSections } from '../components/AnalysisSections';
import { formatDay } from '../../../lib/dates';
import { GoalSection } from '../components/GoalSection';
import classes from './OverviewPage.module.css';
import type { PrintAudience } from '../print-audience';
import { PrintControls } from '../components/PrintControls';
import { useRecordPrint } from '../../../lib/record-export';
import { ReportsSection } from '../components/ReportsSection';

/** One section of the overview: a landmark named as its heading, kept whole on paper where it fits. */
function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={label} className={classes.section}>
      {children}
    </Box>
  );
}

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
  // Who may edit the project's tree (staff; client users where staff allowed client editing) may edit
  // its overview; each section also asks its own answer's can_edit before showing a control.
  const canEdit = info.data.permissions.can_edit;
  const owner: Owner = { kind: 'project', id: projectId };

  return (
    <Stack gap="md" className={classes.page} data-print-audience={audience}>
      <Group justify="space-between" align="flex-end" className={classes.titleBlock}>
        <Stack gap={2}>
          <Title order={1} fz="xl">
            <Text span display="block" size="sm" c="dimmed" className={classes.kicker}>
              プロジェクト概要
            </Text>
            {project.data.project_name}
          </Title>
          <Text size="sm" c="dimmed">
            {project.data.company_name} 御中
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <PrintControls audience={audience} onAudience={setAudience} withChoice={seesPrivate} />
          {audience === 'internal' ? (
            <Text size="sm" fw={700} data-print-only>
              社内用（非公開の項目を含みます）
            </Text>
          ) : null}
          <Text size="sm" c="dimmed" data-testid="overview-date">
            作成日 {formatDay(new Date())}
          </Text>
        </Stack>
      </Group>
      <Section label="目標">
        <GoalSection projectId={projectId} kgi={info.data.kgi} canEdit={canEdit} />
      </Section>
      <Section label="ドキュメント">
        <DocumentsSection owner={owner} canEdit={canEdit} />
      </Section>
      <Section label="シミュレーション">
        <ProjectSimulationSection projectId={projectId} canEdit={canEdit} />
      </Section>
      <AnalysisSections owner={owner} canEdit={canEdit} Section={Section} />
      <Section label="レポート">
        <ReportsSection projectId={projectId} canEdit={canEdit} audience={audience} />
      </Section>
    </Stack>
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
