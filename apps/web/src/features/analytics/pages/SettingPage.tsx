import { Button, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useParams } from 'react-router';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { NotFoundPage } from '../../../components/errors/NotFoundPage';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { ChatChannelsSection } from '../../chat/public';
import { useProject } from '../../projects/public';
import { useAnalyticsSettings } from '../api/settings';
import { FiguresSection } from '../components/figures/FiguresSection';
import { ProjectSimulatorSection } from '../components/figures/ProjectSimulatorSection';
import { AnalyticsSettingsSection } from '../components/setting/AnalyticsSettingsSection';
import { MeasureSettingsSection } from '../components/setting/MeasureSettingsSection';
import classes from '../components/setting/SettingPage.module.css';
import { TargetsSection } from '../components/setting/TargetsSection';
import { useRecordPrint } from '../../../lib/record-export';

/** The two settings sections: read only from the browser's copy while the server's answer loads. */
function Settings({ projectId, companyName }: { projectId: number; companyName: string }) {
  const settings = useAnalyticsSettings(projectId);
  if (settings.error) return <RouteErrorContent error={settings.error} />;
  if (settings.isPending) {
    return (
      <>
        <Skeleton h={260} radius="md" aria-label="アナリティクス設定を読み込み中" />
        <Skeleton h={120} radius="md" />
      </>
    );
  }
  // The cached copy carries no permission: nothing is editable until the server has answered.
  const canEdit = settings.data.can_edit && !settings.isPlaceholderData;
  return (
    // A fresh pair of forms once the server's answer replaces the browser's copy.
    <Fragment key={settings.isPlaceholderData ? 'cached' : 'loaded'}>
      <AnalyticsSettingsSection
        projectId={projectId}
        settings={settings.data.settings}
        companyName={companyName}
        canEdit={canEdit}
      />
      <MeasureSettingsSection projectId={projectId} data={settings.data} canEdit={canEdit} />
    </Fragment>
  );
}

function ProjectSetting({ projectId }: { projectId: number }) {
  const project = useProject(projectId);
  const settings = useAnalyticsSettings(projectId);
  useRecordPrint('page_pdf', projectId);
  if (project.isPending) return <FullPageLoader />;
  if (project.error) return <RouteErrorContent error={project.error} />;
  return (
    <Stack gap="md" className={classes.page}>
      <Group justify="space-between" align="flex-end" className={classes.titleBlock}>
        <Title order={1} fz="xl">
          <Text span display="block" size="sm" c="dimmed" className={classes.kicker}>
            プロジェクト設定
          </Text>
          {project.data.project_name}
        </Title>
        <Group gap="sm" className="no-print">
          {settings.isPlaceholderData ? <Loader size="xs" aria-label="最新の設定を読み込み中" /> : null}
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            印刷
          </Button>
        </Group>
      </Group>
      <Settings projectId={projectId} companyName={project.data.company_name} />
      <TargetsSection projectId={projectId} />
      <FiguresSection projectId={projectId} />
      <ProjectSimulatorSection projectId={projectId} />
      <ChatChannelsSection projectId={projectId} />
    </Stack>
  );
}

/**
 * /client/{projectId}/setting: アナリティクス設定, 施策の設定, 目標値, 月次の数値, シミュレーター and, for staff,
 * チャット連携 (decisions/0043), in that order. Staff change them; a client user of the project reads
 * them (decisions/0014) but for チャット連携. Printed, the page is an A4 document whose forms show as their values.
 */
export default function SettingPage() {
  const { clientProjectId } = useParams();
  if (clientProjectId === undefined || !/^\d+$/.test(clientProjectId)) return <NotFoundPage />;
  // key: another project is another page (no state of the last one carries over).
  return <ProjectSetting key={clientProjectId} projectId={Number(clientProjectId)} />;
}
