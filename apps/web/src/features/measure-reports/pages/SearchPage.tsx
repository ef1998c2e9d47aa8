import { Alert, Loader, Paper, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { RouteErrorContent } from '../../../components/errors/RouteErrorPage';
import { ApiError } from '../../../lib/api-client';
import { useCompanies, useMasters } from '../../admin/public';
import { useProjects } from '../../projects/public';
import { useMeasureReportSearch } from '../api/search';
import { SearchForm } from '../components/search/SearchForm';
import { SearchResults } from '../components/search/SearchResults';
import { conditionsFromParams, paramsFromConditions } from '../components/search/search-params';

/** /admin/search (staff): find measure reports across companies by keyword, place, method, period, adoption and verdict. */
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
      <Title order={1} fz="xl">
        施策レポート検索
      </Title>
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
