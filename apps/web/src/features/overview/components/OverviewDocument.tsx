import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { Kgi, Owner, Project } from '@kaizen/domain';
import type { ReactNode } from 'react';
import { formatDay } from '../../../lib/dates';
import { DocumentsSection } from '../../documents/public';
import { ProjectSimulationSection } from '../../sales/public';
import classes from '../pages/OverviewPage.module.css';
import type { PrintAudience } from '../print-audience';
import { AnalysisSections } from './AnalysisSections';
import { GoalSection } from './GoalSection';
import { ReportsSection } from './ReportsSection';

/** One section of the overview: a landmark named as its heading, kept whole on paper where it fits. */
function Section({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={label} className={classes.section}>
      {children}
    </Box>
  );
}

/**
 * The overview as read and printed: the title block (with the page's controls) and every section in
 * order. The overview page and a share link (SharedOverview) show the same.
 */
export function OverviewDocument({
  project,
  kgi,
  canEdit,
  audience,
  controls,
  kgiFigures,
}: {
  project: Project;
  kgi: Kgi;
  canEdit: boolean;
  audience: PrintAudience;
  controls: ReactNode;
  /** The KGI's figures and the measures' projected effect (the page's; a share link brings none). */
  kgiFigures?: ReactNode;
}) {
  const projectId = project.id;
  const owner: Owner = { kind: 'project', id: projectId };
  return (
    <Stack gap="md" className={classes.page} data-print-audience={audience}>
      <Group justify="space-between" align="flex-end" className={classes.titleBlock}>
        <Stack gap={2}>
          <Title order={1} fz="xl">
            <Text span display="block" size="sm" c="dimmed" className={classes.kicker}>
              プロジェクト概要
            </Text>
            {project.project_name}
          </Title>
          <Text size="sm" c="dimmed">
            {project.company_name} 御中
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          {controls}
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
        <GoalSection projectId={projectId} kgi={kgi} canEdit={canEdit} />
      </Section>
      {/* Its own section (named by its heading): nothing at all while the KGI has no metric. */}
      {kgiFigures}
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
