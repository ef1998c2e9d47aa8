import { Center, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, reloadForChunkError } from '../../lib/chunk-reload';
import { errorStatusOf, errorTitleOf } from '../../lib/error-status';
import { NotFoundPage } from './NotFoundPage';
import { StatusPage } from './StatusPage';

const NESTED_ERROR_TEXT = 'An error occurred while showing the error page';

/** What the error page shows for one error: 404s as the not-found page, anything else with its status and title. */
export function RouteErrorContent({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : errorStatusOf(error);
  if (status === 404) return <NotFoundPage />;
  const title = isRouteErrorResponse(error) ? errorTitleOf({ statusText: error.statusText }) : errorTitleOf(error);
  return (
    <div role="alert">
      <StatusPage status={status} title={title} />
    </div>
  );
}

/** If showing the error itself fails, say so plainly instead of a blank page (product.md §8.1). */
export class NestedErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <Center mih="70vh" p="xl">
          <Text role="alert">{NESTED_ERROR_TEXT}</Text>
        </Center>
      );
    }
    return this.props.children;
  }
}

/** The router's error element: reloads once a minute for a failed page chunk, otherwise the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadForChunkError(sessionStorage, () => window.location.reload())) {
    return null;
  }
  return (
    <NestedErrorBoundary>
      <RouteErrorContent error={error} />
    </NestedErrorBoundary>
  );
}
