import { Alert, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { searchResultsSheet } from '@kaizen/domain';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { ApiError } from '../../../lib/api-client';
import { useCompanies, useMasters } from '../../admin/public';
import { ExportButton } from '../../exports/public';
import { useProjects } from '../../projects/public';
import { useMeasureReportSearch } from '../api/search';
import { SearchForm } from '../components/search/SearchForm';
import { SearchResults } from '../components/search/SearchResults';
import { conditionsFromParams, paramsFromConditions } from '../components/search/search-params';

/**
 * /admin/search (staff): find measure reports across companies by keyword, place, method, period,
 * adoption and verdict; 「出力」 saves the results as CSV or Excel.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const conditions = conditionsFromParams(params);
  const query = paramsFromConditions(conditions);
  const search = useMeasureReportSearch(query);
  const companies = useCompanies();
  const projects = useProjects();
  const masters = useMasters();
  const refused = search.error instanceof ApiError && search.error.status === 400 ? search.error : null;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="xl">
          施策レポート検索
        </Title>
        <ExportButton
          label="出力"
          size="sm"
          disabled={!search.data || search.data.results.length === 0}
          fileName={() => `施策レポート検索_${dayjs().format('YYYYMMDD')}`}
          sheet={() => searchResultsSheet(search.data?.results ?? [])}
          audit={{ source: 'search' }}
        />
      </Group>
      <Paper withBorder p="md">
        <SearchForm
          // A new address (search, back, forward) starts the form from it.
          key={new URLSearchParams(query).toString()}
          initial={conditions}
          companies={companies.data ?? []}
          projects={projects.data ?? []}
          masters={masters.data}
          onSearch={(next) => setParams(paramsFromConditions(next), { preventScrollReset: true })}
        />
      </Paper>
      {search.isPending ? (
        <Loader size="sm" />
      ) : refused ? (
        <Alert color="red" title="検索できませんでした" role="alert">
          {refused.fields[0]?.message ?? refused.message}
        </Alert>
      ) : search.error ? (
        <RouteErrorContent error={search.error} />
      ) : (
        <Stack gap="xs" aria-busy={search.isFetching}>
          <SearchResults
            results={search.data.results}
            truncated={search.data.truncated}
            byUplift={conditions.sort === 'uplift'}
          />
        </Stack>
      )}
    </Stack>
  );
}
