import type { Owner } from '@kaizen/domain';
import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { useRecordPrint } from '../../../lib/record-export';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { NotFoundPage } from '../../../components/errors/NotFoundPage';
import {
  ComparisonSection,
  CustomerAnalysisSection,
  MarketSection,
  StrengthsWeaknessesSection,
} from '../../analysis/public';
import { DocumentsSection } from '../../documents/public';
import { useGoals } from '../api/goals';
import { ConvertDialog } from '../components/convert/ConvertDialog';
import { SalesReportsSection } from '../components/reports/SalesReportsSection';
import { SimulationSection } from '../components/simulation/SimulationSection';
import { GoalHistory } from '../components/detail/GoalHistory';
import { KgiCard } from '../components/detail/KgiCard';
import { PurposeCard } from '../components/detail/PurposeCard';
import classes from './SaleDetailPage.module.css';

/** Which area the page is shown in: /admin/sales/{id} (admin menu) or /sale/{id} (the sales area's own). */
const useArea = (): 'admin' | 'sale' => (useLocation().pathname.startsWith('/sale') ? 'sale' : 'admin');

function SaleDetail({ saleId, area }: { saleId: number; area: 'admin' | 'sale' }) {
  const goals = useGoals(saleId);
  useRecordPrint('page_pdf');
  const [converting, setConverting] = useState(false);
  // The page shows what the server answered; nothing before that.
  if (goals.isPending) return <FullPageLoader />;
  if (goals.error) return <RouteErrorContent error={goals.error} />;
  const { sales_data: sale, kgi, history } = goals.data;
  const goal = kgi[0];
  const owner: Owner = { kind: 'sale', id: saleId };

  return (
    <Stack gap="md" className={classes.page}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} fz="xl">
            {sale.project_name}
          </Title>
          <Group gap="xs">
            {sale.company_name ? (
              <Text size="sm" c="dimmed">
                {sale.company_name}
              </Text>
            ) : null}
            {sale.user_name ? (
              <Text size="sm" c="dimmed">
                担当: {sale.user_name}
              </Text>
            ) : null}
            {sale.service_name ? <Badge variant="light">{sale.service_name}</Badge> : null}
            {sale.project_id !== null ? (
              <Anchor component={PrefetchLink} to={`/client/${sale.project_id}/management`} size="sm">
                クライアント化済み — プロジェクトを開く
              </Anchor>
            ) : null}
          </Group>
        </Stack>
        <Group gap="xs" className="no-print">
          {area === 'admin' ? (
            <Button
              component={PrefetchLink}
              to="/admin/sales"
              variant="subtle"
              leftSection={<IconArrowLeft size={16} />}
            >
              一覧に戻る
            </Button>
          ) : null}
          {sale.project_id === null ? (
            <Button leftSection={<IconRocket size={16} />} onClick={() => setConverting(true)}>
              クライアント化
            </Button>
          ) : null}
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            印刷
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" className={classes.goals}>
        <PurposeCard saleId={saleId} purpose={goal?.purpose ?? ''} />
        <KgiCard saleId={saleId} goal={goal} />
      </SimpleGrid>
      <GoalHistory history={history} />
      <SimulationSection saleId={saleId} projectName={sale.project_name} />
      <DocumentsSection owner={owner} canEdit />
      {/* The analysis typed during sales; it follows the customer into its project's overview. */}
      <CustomerAnalysisSection owner={owner} canEdit />
      <ComparisonSection owner={owner} canEdit />
      <StrengthsWeaknessesSection owner={owner} canEdit />
      <MarketSection owner={owner} canEdit />
      <SalesReportsSection saleId={saleId} area={area} />
      {converting ? <ConvertDialog sale={sale} opened onClose={() => setConverting(false)} /> : null}
    </Stack>
  );
}

/**
 * /admin/sales/{id} and /sale/{id}: one sales customer — goals and KGI with their history, the
 * conversion simulation (現状・目標・感度分析) and its funnel, documents, the analysis sections (顧客分析,
 * 競合比較, 強み・弱み, 市場選定), sales reports, クライアント化.
 */
export default function SaleDetailPage() {
  const { salesId } = useParams();
  const area = useArea();
  if (salesId === undefined) {
    return (
      <Stack gap="sm">
        <Title order={1} fz="xl">
          営業
        </Title>
        <Text>
          営業顧客を選んでください。{' '}
          <Anchor component={PrefetchLink} to="/admin/sales">
            営業顧客一覧
          </Anchor>
        </Text>
      </Stack>
    );
  }
  if (!/^\d+$/.test(salesId)) return <NotFoundPage />;
  // key: another customer is another page (drafts of the last one do not carry over).
  return <SaleDetail key={salesId} saleId={Number(salesId)} area={area} />;
}
