import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { helmetHeaders } from './security-headers.js';

export const securityPlugin = fp(async (app: FastifyInstance) => {
  const providerOrigin = app.config.providerApiBase ? new URL(app.config.providerApiBase).origin : null;
  const setSecurityHeaders = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: providerOrigin ? ["'self'", providerOrigin] : ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // On the raw response, as helmet does, so an answer a route writes itself (the live events) has them too.
  app.addHook('onRequest', (_request, reply, done) => {
    setSecurityHeaders(reply.raw);
    done();
  });

  // A coarse per-address ceiling on API calls (API_RATE_LIMIT_PER_MINUTE); sign-in has its own,
  // stricter, cross-process throttle, which stays on when this is off.
  const max = app.config.apiRateLimitPerMinute;
  if (max === null) return;
  await app.register(rateLimit, {
    max,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: () =>
      new AppError('too_many_requests', 'リクエストが多すぎます。しばらくしてから再度お試しください。'),
  });
});
