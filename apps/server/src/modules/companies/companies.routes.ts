import {
  companyListSchema,
  companyResponseSchema,
  createCompanyRequestSchema,
  idRequestSchema,
  okResponseSchema,
  updateCompanyRequestSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import { companyList, createCompany, deleteCompany, updateCompany } from './companies.service.js';

const tags = ['companies'];

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/companies', { schema: { tags, response: { 200: companyListSchema } } }, async (request) => ({
    companies: await companyList(app.db, requireActor(request)),
  }));

  app.post(
    '/companies/create',
    { schema: { tags, body: createCompanyRequestSchema, response: { 200: companyResponseSchema } } },
    async (request) => ({ company: await createCompany(app.db, requireActor(request), request.body.company_name) }),
  );

  app.post(
    '/companies/update',
    { schema: { tags, body: updateCompanyRequestSchema, response: { 200: companyResponseSchema } } },
    async (request) => ({
      company: await updateCompany(app.db, requireActor(request), request.body.id, request.body.company_name),
    }),
  );

  app.post(
    '/companies/delete',
    { schema: { tags, body: idRequestSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await deleteCompany(app.db, requireActor(request), request.body.id);
      return { ok: true as const };
    },
  );
};
