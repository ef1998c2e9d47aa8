import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  Outlet,
  ScrollRestoration,
  useParams,
  type GetScrollRestorationKeyFunction,
  type RouteObject,
} from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { LoadingBar } from '../components/LoadingBar';
import { FontFaces, type FontsHandle } from './FontFaces';
import { ForbiddenPage } from '../components/errors/ForbiddenPage';
import { NotFoundPage } from '../components/errors/NotFoundPage';
import { RouteErrorPage } from '../components/errors/RouteErrorPage';
import { currentUserQuery } from '../features/auth/public';
import { getToken } from '../lib/auth-storage';
import type { PrefetchHandle } from '../lib/prefetch-registry';
import { idParam, type Prefetch } from '../lib/route-params';
import { GuestOnly } from './guards/GuestOnly';
import { RequireAuth } from './guards/RequireAuth';
import { BareLayout } from './layouts/BareLayout';

// Again only for other ids: a changed ?view= or filter must not refetch what the page already shows.
const forOtherIds: RouteObject['shouldRevalidate'] = ({ currentParams, nextParams }) =>
  Object.keys({ ...currentParams, ...nextParams }).some((key) => currentParams[key] !== nextParams[key]);

/**
 * A route's loader starts its first queries and returns at once; the page reads them through its own
 * hooks. Nobody signed in: nothing to ask for (the guard sends them to /login).
 */
const starts = (queryClient: QueryClient, prefetch: Prefetch): Pick<RouteObject, 'loader' | 'shouldRevalidate'> => ({
  loader: ({ params }) => {
    if (getToken()) prefetch(queryClient, params);
    return null;
  },
  shouldRevalidate: forOtherIds,
});

/**
 * The same from a module of its own (a route's `prefetch`), which the router loads beside the page's
 * chunk: the calls leave before the page's code is here, on a click in the app as on a first visit.
 */
const startsFrom = (
  queryClient: QueryClient,
  load: () => Promise<{ prefetch: Prefetch }>,
  handle: FontsHandle = {},
): Pick<RouteObject, 'loader' | 'shouldRevalidate' | 'handle'> => ({
  loader: async ({ params }) => {
    if (getToken()) (await load()).prefetch(queryClient, params);
    return null;
  },
  shouldRevalidate: forOtherIds,
  // A link's hover loads it before the page's chunks (lib/prefetch-registry).
  handle: { ...handle, loaderModule: load } satisfies PrefetchHandle & FontsHandle,
});

/** The boards: their font faces wait until their data is on screen (app/FontFaces.tsx). */
const board = { fontsAfterData: true } satisfies FontsHandle;

/**
 * A route's component loaded on first visit (its own chunk): a page's default export, or a
 * signed-in area's layout by name — loaded with the first page under it (issue 14), so the header,
 * side menus, notifications and project switcher stay out of what /login downloads.
 */
function page<Name extends string = 'default'>(
  load: () => Promise<Record<Name, ComponentType>>,
  name = 'default' as Name,
): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

/** Ids in a path must be digits; anything else is a 404 (product.md §5 ids, §8.1). */
function NumericParams({ names }: { names: string[] }) {
  const params = useParams();
  const invalid = names.some((name) => params[name] !== undefined && idParam(params[name]) === null);
  return invalid ? <NotFoundPage /> : <Outlet />;
}

/**
 * React Router keys a saved scroll position by history entry, and every page opened afresh (typed, a
 * link from a mail, a reload) is the same entry "default" to it: the next such page in the tab would
 * open at the last one's position. Those are keyed by their address instead.
 */
const scrollKey: GetScrollRestorationKeyFunction = (location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/**
 * A new page opens at its top and Back returns to where the reader was (issue 15: a saved report
 * opened at the edit form's scroll position). Filters and tabs kept in the address change it with
 * preventScrollReset, so the page stays put.
 */
function RootLayout() {
  return (
    <>
      <FontFaces />
      <LoadingBar />
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}

/** Every route of product.md §2 routes, in its area's layout. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: FullPageLoader,
      children: [
        {
          element: <BareLayout />,
          children: [
            {
              element: <GuestOnly />,
              children: [{ path: 'login', lazy: page(() => import('../features/auth/pages/LoginPage')) }],
            },
            { path: '403', element: <ForbiddenPage /> },
            { path: 'password-reset/:token', lazy: page(() => import('../features/auth/pages/PasswordResetPage')) },
            { path: 'forgot-password', lazy: page(() => import('../features/auth/pages/ForgotPasswordPage')) },
            { path: 'confirm-email/:token', lazy: page(() => import('../features/mail/pages/ConfirmEmailPage')) },
            // A share link: for anyone holding it, signed in or not (decisions/0042).
            { path: 'shared/:token', lazy: page(() => import('../features/shared/pages/SharedPage')) },
          ],
        },
        {
          element: <RequireAuth />,
          // The sign-in check starts with the first chunks, not after them.
          ...starts(queryClient, (client) => void client.prefetchQuery(currentUserQuery)),
          children: [
            {
              lazy: page(() => import('./guards/HomeRedirect'), 'HomeRedirect'),
              children: [
                {
                  lazy: page(() => import('./layouts/DefaultLayout'), 'DefaultLayout'),
                  children: [{ index: true, lazy: page(() => import('../features/home/pages/HomePage')) }],
                },
              ],
            },
            {
              lazy: page(() => import('./layouts/DefaultLayout'), 'DefaultLayout'),
              children: [
                { path: 'settings/mail', lazy: page(() => import('../features/mail/pages/MailSettingsPage')) },
              ],
            },
            {
              path: 'admin',
              lazy: page(() => import('./layouts/AdminAreaLayout'), 'AdminAreaLayout'),
              children: [
                { index: true, lazy: page(() => import('../features/today/pages/TodayPage')) },
                { path: 'menu', lazy: page(() => import('../features/admin/pages/AdminHomePage')) },
                { path: 'accounts', lazy: page(() => import('../features/admin/pages/AccountsPage')) },
                { path: 'documents', lazy: page(() => import('../features/documents/pages/AdminDocumentsPage')) },
                { path: 'projects', lazy: page(() => import('../features/admin/pages/ProjectsPage')) },
                { path: 'search', lazy: page(() => import('../features/measure-reports/pages/SearchPage')) },
                { path: 'learnings', lazy: page(() => import('../features/measure-reports/pages/AdminLearningsPage')) },
                { path: 'setting', lazy: page(() => import('../features/admin/pages/SettingPage')) },
                { path: 'audit', lazy: page(() => import('../features/admin/pages/AuditLogPage')) },
                { path: 'sales', lazy: page(() => import('../features/sales/pages/SalesListPage')) },
                {
                  path: 'sales/:salesId',
                  element: <NumericParams names={['salesId', 'reportId']} />,
                  children: [
                    { index: true, lazy: page(() => import('../features/sales/pages/SaleDetailPage')) },
                    {
                      path: 'newSalesReport',
                      lazy: page(() => import('../features/sales/pages/NewSalesReportPage')),
                    },
                    {
                      path: 'reports/:reportId',
                      lazy: page(() => import('../features/sales/pages/AdminSalesReportPage')),
                    },
                    {
                      path: 'reports/:reportId?/edit',
                      lazy: page(() => import('../features/sales/pages/SalesReportEditPage')),
                    },
                  ],
                },
              ],
            },
            {
              path: 'sale/:salesId?',
              lazy: page(() => import('./layouts/SalesAreaLayout'), 'SalesAreaLayout'),
              children: [
                { index: true, lazy: page(() => import('../features/sales/pages/SaleDetailPage')) },
                {
                  path: 'reports/:reportId',
                  element: <NumericParams names={['reportId']} />,
                  children: [{ index: true, lazy: page(() => import('../features/sales/pages/SaleSalesReportPage')) }],
                },
              ],
            },
            {
              path: 'client/:clientProjectId?',
              lazy: page(() => import('./layouts/ClientAreaLayout'), 'ClientAreaLayout'),
              ...startsFrom(queryClient, () => import('./layouts/client-area-prefetch')),
              children: [
                {
                  element: <NumericParams names={['reportId', 'saleReportId', 'measureId']} />,
                  children: [
                    { index: true, lazy: page(() => import('../features/dashboard/pages/DashboardPage')) },
                    { path: 'overview', lazy: page(() => import('../features/overview/pages/OverviewPage')) },
                    {
                      path: 'management',
                      lazy: page(() => import('../features/management/pages/ManagementPage')),
                      ...startsFrom(
                        queryClient,
                        () => import('../features/management/pages/ManagementPage.prefetch'),
                        board,
                      ),
                    },
                    { path: 'status', lazy: page(() => import('../features/status/pages/StatusPage')), handle: board },
                    { path: 'activity', lazy: page(() => import('../features/history/pages/ActivityPage')) },
                    { path: 'reports', lazy: page(() => import('../features/monthly-reports/pages/ReportsPage')) },
                    {
                      path: 'newRegularReport',
                      lazy: page(() => import('../features/monthly-reports/pages/NewRegularReportPage')),
                    },
                    {
                      path: 'newPointReport',
                      lazy: page(() => import('../features/monthly-reports/pages/NewPointReportPage')),
                    },
                    {
                      path: 'reports/sale/:saleReportId?',
                      lazy: page(() => import('../features/sales/pages/ClientSalesReportPage')),
                    },
                    {
                      path: 'reports/:reportId',
                      lazy: page(() => import('../features/monthly-reports/pages/ReportViewPage')),
                    },
                    {
                      path: 'reports/:reportId/edit',
                      lazy: page(() => import('../features/monthly-reports/pages/ReportEditPage')),
                    },
                    {
                      path: 'measures/:measureId?/reports',
                      lazy: page(() => import('../features/measure-reports/pages/MeasureReportPage')),
                    },
                    {
                      path: 'measures/:measureId?/reports/edit',
                      lazy: page(() => import('../features/measure-reports/pages/MeasureReportEditPage')),
                    },
                    {
                      path: 'learnings',
                      lazy: page(() => import('../features/measure-reports/pages/ProjectLearningsPage')),
                    },
                    { path: 'setting', lazy: page(() => import('../features/analytics/pages/SettingPage')) },
                  ],
                },
              ],
            },
          ],
        },
        { element: <BareLayout />, children: [{ path: '*', element: <NotFoundPage /> }] },
      ],
    },
  ];
}
