import { Card, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import type { SimulationRecord } from '@kaizen/domain';
import { useState } from 'react';
import { RouteErrorContent } from '../../../../components/errors/RouteErrorPage';
import { useProjectSimulation, useSimulation } from '../../api/simulation';
import { FunnelChart } from './FunnelChart';
import { SensitivityTable } from './SensitivityTable';
import classes from './SimulationSection.module.css';
import { SimulationForm } from './SimulationForm';

type Tab = 'current' | 'goal' | 'sensitivity';

interface SimulationTabsProps {
  saleId: number;
  /** The customer's case name: the sensitivity table's CSV is named after it. */
  projectName: string;
  current: SimulationRecord | null;
  goal: SimulationRecord | null;
  /** The caller may save the records (staff); otherwise the figures are shown read-only. */
  canEdit: boolean;
  title?: string;
}

/** The 現状 / 目標 / 感度分析 tabs and the funnel of both records, from records already read. */
function SimulationTabs({ saleId, projectName, current, goal, canEdit, title }: SimulationTabsProps) {
  const [tab, setTab] = useState<Tab>('current');
  return (
    <Stack gap="md">
      <Card withBorder padding="md" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {title ?? 'コンバージョンシミュレーション'}
          </Title>
          {/* Hidden panels stay in the page with display: none, which print CSS can undo — not in React's
              Activity, whose hiding print cannot override. */}
          <Tabs
            value={tab}
            onChange={(value) => setTab((value as Tab | null) ?? 'current')}
            className={classes.tabs}
            keepMountedMode="display-none"
          >
            <Tabs.List className="no-print">
              <Tabs.Tab value="current">現状</Tabs.Tab>
              <Tabs.Tab value="goal">目標</Tabs.Tab>
              <Tabs.Tab value="sensitivity">感度分析</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="current" pt="md">
              <Text className={classes.printLabel}>現状</Text>
              <SimulationForm saleId={saleId} target={0} record={current} canEdit={canEdit} />
            </Tabs.Panel>
            <Tabs.Panel value="goal" pt="md">
              <Text className={classes.printLabel}>目標</Text>
              <SimulationForm saleId={saleId} target={1} record={goal} canEdit={canEdit} />
            </Tabs.Panel>
            <Tabs.Panel value="sensitivity" pt="md">
              {/* Built afresh from the latest records each time the tab is shown; the forms stay mounted
                  so what was typed in them survives a look at the table. */}
              {tab === 'sensitivity' ? (
                <SensitivityTable current={current} goal={goal} projectName={projectName} />
              ) : null}
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Card>
      <FunnelChart current={current} goal={goal} />
    </Stack>
  );
}

/** コンバージョンシミュレーション of a sales customer (its detail page; staff edit it). */
export function SimulationSection({ saleId, projectName }: { saleId: number; projectName: string }) {
  const simulation = useSimulation(saleId);
  if (simulation.isPending) return <Loader size="sm" aria-label="シミュレーションを読み込み中" />;
  if (simulation.error) return <RouteErrorContent error={simulation.error} />;
  const { current, goal } = simulation.data;
  return <SimulationTabs saleId={saleId} projectName={projectName} current={current} goal={goal} canEdit />;
}

/**
 * シミュレーション on a project's overview: the records of the sales customer the project came from
 * (pb_sales/project_simulation). Staff edit them here as on the customer's page; client users read
 * them. A project that did not come from the sales area says so.
 */
export function ProjectSimulationSection({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const simulation = useProjectSimulation(projectId);
  if (simulation.isPending) return <Loader size="sm" aria-label="シミュレーションを読み込み中" />;
  if (simulation.error) return <RouteErrorContent error={simulation.error} />;
  const { sale_id: saleId, project_name: projectName, current, goal, can_edit } = simulation.data;
  if (saleId === null) {
    return (
      <Card withBorder padding="md" radius="md">
        <Stack gap="xs">
          <Title order={2} fz="lg">
            シミュレーション
          </Title>
          <Text size="sm" c="dimmed">
            このプロジェクトは営業顧客から引き継いだものではないため、シミュレーションはまだありません。
          </Text>
        </Stack>
      </Card>
    );
  }
  return (
    <SimulationTabs
      saleId={saleId}
      projectName={projectName ?? ''}
      current={current}
      goal={goal}
      canEdit={canEdit && can_edit}
      title="シミュレーション"
    />
  );
}
