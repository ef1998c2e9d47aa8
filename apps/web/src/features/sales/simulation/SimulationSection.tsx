import { Card, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { useSimulation } from '../api/simulation';
import { FunnelChart } from './FunnelChart';
import { SensitivityTable } from './SensitivityTable';
import classes from './SimulationSection.module.css';
import { SimulationForm } from './SimulationForm';

type Tab = 'current' | 'goal' | 'sensitivity';

/** コンバージョンシミュレーション: 現状 and 目標 records, the sensitivity table, and the funnel of both. */
export function SimulationSection({ saleId, projectName }: { saleId: number; projectName: string }) {
  const simulation = useSimulation(saleId);
  const [tab, setTab] = useState<Tab>('current');
  if (simulation.isPending) return <Loader size="sm" aria-label="シミュレーションを読み込み中" />;
  if (simulation.error) return <RouteErrorContent error={simulation.error} />;
  const { current, goal } = simulation.data;
  return (
    <Stack gap="md">
      <Card withBorder padding="md" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            コンバージョンシミュレーション
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
              <SimulationForm saleId={saleId} target={0} record={current} />
            </Tabs.Panel>
            <Tabs.Panel value="goal" pt="md">
              <Text className={classes.printLabel}>目標</Text>
              <SimulationForm saleId={saleId} target={1} record={goal} />
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
