import type { SharedOverview as SharedOverviewData } from '@kaizen/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { journeyKeys, comparisonKeys, marketKeys } from '../../analysis/public';
import { documentKeys } from '../../documents/public';
import { managementKeys } from '../../management/public';
import { reportListQuery } from '../../monthly-reports/public';
import { projectKeys } from '../../projects/public';
import { salesKeys, salesReportKeys } from '../../sales/public';
import { OverviewDocument } from './OverviewDocument';
import { PrintControls } from './PrintControls';

/**
 * The overview of a share link (decisions/0042): the sections' own answers, as the project's client
 * users get them, put where each section looks for its data. The query client fetches nothing — a
 * signed-out reader may call nothing — so every section shows exactly what the link brought.
 */
function seededClient(data: SharedOverviewData): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { enabled: false, staleTime: Infinity, retry: false } },
  });
  const projectId = data.project.id;
  const owner = { kind: 'project', id: projectId } as const;
  client.setQueryData(projectKeys.one(projectId), data.project);
  client.setQueryData(managementKeys.info(projectId), data.info);
  client.setQueryData(documentKeys.of(owner), data.documents);
  client.setQueryData(salesKeys.projectSimulation(projectId), data.simulation);
  client.setQueryData(journeyKeys.owner(owner), data.customer_analysis);
  client.setQueryData(comparisonKeys.owner(owner), data.conflicts);
  client.setQueryData(marketKeys.owner(owner), data.markets);
  client.setQueryData(reportListQuery(projectId, { type: '', year: '' }).queryKey, data.monthly_reports);
  client.setQueryData(salesReportKeys.ofProject(projectId), data.sales_reports);
  return client;
}

export function SharedOverview({ data }: { data: SharedOverviewData }) {
  const [client] = useState(() => seededClient(data));
  return (
    <QueryClientProvider client={client}>
      <OverviewDocument
        project={data.project}
        kgi={data.info.kgi}
        canEdit={false}
        audience="client"
        controls={<PrintControls audience="client" onAudience={() => undefined} withChoice={false} />}
      />
    </QueryClientProvider>
  );
}
