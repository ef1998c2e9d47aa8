import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DbHandle } from './db/kysely.js';
import type { CatalogRoute } from './lib/fastify-types.js';
import { settleBackground } from './lib/background.js';
import { OneLineRequestLog } from './lib/request-log.js';
import { responseSerializerCompiler } from './lib/response-serializer.js';
import './lib/fastify-types.js';
import { analyticsFiguresRoutes } from './modules/analytics/figures.routes.js';
import { clientTargetsRoutes } from './modules/analytics/targets.routes.js';
import { comparisonRoutes } from './modules/analysis/comparison.routes.js';
import { customerAnalysisRoutes } from './modules/analysis/customer-analysis.routes.js';
import { marketsRoutes } from './modules/analysis/markets.routes.js';
import { analyticsSettingsRoutes } from './modules/analytics/settings.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { companiesRoutes } from './modules/companies/companies.routes.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { assigneeRoutes } from './modules/assignees/assignees.routes.js';
import { managementRoutes } from './modules/management/management.routes.js';
import { learningsRoutes } from './modules/measure-reports/learnings.routes.js';
import { linkingRoutes } from './modules/measure-reports/linking.routes.js';
import { measureReportsRoutes } from './modules/measure-reports/measure-reports.routes.js';
import { reportImagesRoutes } from './modules/measure-reports/report-images.routes.js';
import { reportSearchRoutes } from './modules/measure-reports/report-search.routes.js';
import { resultsImportRoutes } from './modules/measure-reports/results-import.routes.js';
import { ga4ResultsRoutes } from './modules/measure-reports/ga4-results.routes.js';
import { monthlyReportsRoutes } from './modules/monthly-reports/monthly-reports.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { projectsRoutes } from './modules/projects/projects.routes.js';
import { salesReportsRoutes } from './modules/sales-reports/sales-reports.routes.js';
import { salesRoutes } from './modules/sales/sales.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { statusRoutes } from './modules/status/status.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { preferencesRoutes } from './modules/preferences/preferences.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { todayRoutes } from './modules/today/today.routes.js';
import { historyRoutes } from './modules/history/history.routes.js';
import { commentsRoutes } from './modules/comments/comments.routes.js';
import { registerSender } from './modules/delivery/delivery.service.js';
import { sendEmail } from './modules/delivery/email-sender.js';
import { deliveryRoutes } from './modules/delivery/delivery.routes.js';
import { mailRoutes } from './modules/mail/mail.routes.js';
import { sharedRoutes, shareLinksRoutes } from './modules/share-links/share-links.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { metricsRoutes } from './modules/metrics/metrics.routes.js';
import { templateRoutes } from './modules/tree-import/template.routes.js';
import { treeImportRoutes } from './modules/tree-import/tree-import.routes.js';
import { registerChatSenders } from './modules/chat/chat-fanout.js';
import { authPlugin } from './plugins/auth.js';
import { liveEventsPlugin } from './plugins/live-events.js';
import { noStorePlugin } from './plugins/no-store.js';
import { nulGuardPlugin } from './plugins/nul-guard.js';
import { unreadBodyPlugin } from './plugins/unread-body.js';
import { errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { openapiPlugin } from './plugins/openapi.js';
import { securityPlugin } from './plugins/security.js';
import { compressionPlugin } from './plugins/compression.js';
import { staticPlugin } from './plugins/static.js';

/** JSON bodies above this are refused with 413; file uploads set their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  config: Config;
  db: DbHandle;
  logger?: FastifyServerOptions['logger'];
}

/** The whole server, used by main.ts and by every API test. */
export async function buildApp({ config, db, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    logController: new OneLineRequestLog(),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.bodyTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      // Node checks the two limits above only this often: a quarter of the shorter keeps them close.
      connectionsCheckingInterval: Math.min(30_000, Math.floor(config.headersTimeoutMs / 4)),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db.db);
  app.decorate('dialect', db.dialect);
  registerSender('email', sendEmail);
  registerChatSenders();
  app.addHook('onClose', () => settleBackground(app));

  // Every API route, for the access-matrix test that makes sure none goes untested.
  const routeCatalog: CatalogRoute[] = [];
  app.decorate('routeCatalog', routeCatalog);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routeCatalog.push({ method, url: route.url, public: route.config?.public === true });
    }
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(noStorePlugin);
  await app.register(nulGuardPlugin);
  await app.register(unreadBodyPlugin);
  await app.register(openapiPlugin);
  await app.register(authPlugin);
  await app.register(liveEventsPlugin, { db });

  await app.register(authRoutes);
  await app.register(projectsRoutes, { prefix: '/api/v1' });
  await app.register(companiesRoutes, { prefix: '/api/v1' });
  await app.register(usersRoutes, { prefix: '/api/v1' });
  await app.register(preferencesRoutes, { prefix: '/api/v1' });
  await app.register(settingsRoutes, { prefix: '/api/v1' });
  await app.register(managementRoutes, { prefix: '/api/v1' });
  await app.register(assigneeRoutes, { prefix: '/api/v1' });
  await app.register(notificationsRoutes, { prefix: '/api/v1' });
  await app.register(todayRoutes, { prefix: '/api/v1' });
  await app.register(historyRoutes, { prefix: '/api/v1' });
  await app.register(commentsRoutes, { prefix: '/api/v1' });
  await app.register(mailRoutes, { prefix: '/api/v1' });
  await app.register(deliveryRoutes, { prefix: '/api/v1' });
  await app.register(shareLinksRoutes, { prefix: '/api/v1' });
  await app.register(sharedRoutes, { prefix: '/api/v1' });
  await app.register(auditRoutes, { prefix: '/api/v1' });
  await app.register(eventsRoutes, { prefix: '/api/v1' });
  await app.register(statusRoutes, { prefix: '/api/v1' });
  await app.register(reportSearchRoutes, { prefix: '/api/v1' });
  await app.register(measureReportsRoutes, { prefix: '/api/v1' });
  await app.register(reportImagesRoutes, { prefix: '/api/v1' });
  await app.register(resultsImportRoutes, { prefix: '/api/v1' });
  await app.register(ga4ResultsRoutes, { prefix: '/api/v1' });
  await app.register(linkingRoutes, { prefix: '/api/v1' });
  await app.register(learningsRoutes, { prefix: '/api/v1' });
  await app.register(filesRoutes, { prefix: '/api/v1' });
  await app.register(monthlyReportsRoutes, { prefix: '/api/v1' });
  await app.register(salesReportsRoutes, { prefix: '/api/v1' });
  await app.register(documentsRoutes, { prefix: '/api/v1' });
  await app.register(salesRoutes, { prefix: '/api/v1' });
  await app.register(comparisonRoutes, { prefix: '/api/v1' });
  await app.register(customerAnalysisRoutes, { prefix: '/api/v1' });
  await app.register(marketsRoutes, { prefix: '/api/v1' });
  await app.register(dashboardRoutes, { prefix: '/api/v1' });
  await app.register(analyticsSettingsRoutes, { prefix: '/api/v1' });
  await app.register(clientTargetsRoutes, { prefix: '/api/v1' });
  await app.register(analyticsFiguresRoutes, { prefix: '/api/v1' });
  await app.register(chatRoutes, { prefix: '/api/v1' });
  await app.register(metricsRoutes, { prefix: '/api/v1' });
  await app.register(treeImportRoutes, { prefix: '/api/v1' });
  await app.register(templateRoutes, { prefix: '/api/v1' });

  await app.register(staticPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
