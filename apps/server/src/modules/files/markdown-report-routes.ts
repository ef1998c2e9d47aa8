import multipart from '@fastify/multipart';
import { monthlyReportImageResponseSchema, type z } from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { requireActor } from '../../lib/require-actor.js';
import { requireStaff } from '../access/staff-policy.js';
import { IMAGE_UPLOAD_LIMITS } from './image-upload.js';
import { uploadReportImage } from './report-image-upload.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a visibility switch answers: the report's id, title and is_show. */
interface ReportVisibility {
  id: number;
  title: string;
  is_show: 0 | 1;
}

/**
 * What differs between the markdown report kinds (monthly reports of a project, sales reports of a
 * sales customer) in the routes they share: the URL prefix, the key the report travels under, each
 * kind's own schemas and services, and the owner an uploaded image is tied to.
 */
export interface MarkdownReportKind<Key extends string> {
  /** The URL prefix: `{path}/update`, `{path}/delete`, `{path}/upload_image`. */
  path: string;
  tags: string[];
  /** The key the report travels under in the visibility switch's body and answer. */
  key: Key;
  visibilityBody: z.ZodType<Record<Key, { id: number; is_show: 0 | 1 | boolean }>>;
  visibilityResponse: z.ZodType<Record<Key, ReportVisibility>>;
  setVisibility: (db: Db, actor: Actor, id: number, isShow: 0 | 1 | boolean) => Promise<ReportVisibility>;
  deleteBody: z.ZodType<{ id: number }>;
  deleteResponse: z.ZodType<{ id: number }>;
  remove: (db: Db, actor: Actor, id: number) => Promise<{ id: number }>;
  /**
   * Reads the image's owner from the form's text fields and checks the caller may reach it; answers
   * how to tie the stored file to it (uploadReportImage).
   */
  imageOwner: (actor: Actor, fields: Record<string, string>) => Promise<(trx: Db, fileId: number) => Promise<void>>;
}

/**
 * The routes both markdown report kinds share (product.md §7.8): the visibility switch, delete, and
 * the image upload for the markdown (staff only; stored once, tied to the owner, referenced as
 * kaizen-file:ID). It also registers the multipart parser, so a kind's plugin calls it before its
 * own routes (sales_reports/create reads a multipart form too). Each kind's list, fetch, create and
 * save stay in its own routes file: their shapes differ.
 */
export async function markdownReportRoutes<Key extends string>(
  app: ZodApp,
  kind: MarkdownReportKind<Key>,
): Promise<void> {
  await app.register(multipart, { limits: IMAGE_UPLOAD_LIMITS });
  const { tags, key } = kind;

  // The route sees the schemas untyped: the type provider cannot index a body keyed by a type
  // parameter. MarkdownReportKind has checked that the kind's schemas have these shapes.
  const visibilityBody: z.ZodType = kind.visibilityBody;
  const visibilityResponse: z.ZodType = kind.visibilityResponse;
  app.post(
    `/${kind.path}/update`,
    { schema: { tags, body: visibilityBody, response: { 200: visibilityResponse } } },
    async (request) => {
      const { id, is_show } = (request.body as z.output<typeof kind.visibilityBody>)[key];
      return { [key]: await kind.setVisibility(app.db, requireActor(request), id, is_show) };
    },
  );
  app.post(
    `/${kind.path}/delete`,
    { schema: { tags, body: kind.deleteBody, response: { 200: kind.deleteResponse } } },
    async (request) => kind.remove(app.db, requireActor(request), request.body.id),
  );
  app.post(
    `/${kind.path}/upload_image`,
    { schema: { tags, response: { 200: monthlyReportImageResponseSchema } } },
    async (request) => {
      const actor = requireActor(request);
      requireStaff(actor);
      return uploadReportImage(request, {
        db: app.db,
        secret: app.config.secretsKey,
        createdBy: actor.userId,
        owner: (fields) => kind.imageOwner(actor, fields),
      });
    },
  );
}
