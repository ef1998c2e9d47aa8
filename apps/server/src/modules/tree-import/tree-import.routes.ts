import multipart from '@fastify/multipart';
import {
  importTreeFieldsSchema,
  importTreeQuerySchema,
  importTreeResponseSchema,
  treeImportFileMessages,
  TREE_IMPORT_MAX_BYTES,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parseInput } from '../../lib/parse-input.js';
import { requireActor } from '../../lib/require-actor.js';
import { csvUpload } from '../files/csv-upload.js';
import { readFileUpload } from '../files/multipart.js';
import { importTree, requireTreeImport } from './tree-import.service.js';

const UPLOAD = csvUpload(TREE_IMPORT_MAX_BYTES, {
  tooLarge: treeImportFileMessages.tooLarge,
  missing: treeImportFileMessages.missing,
});

/**
 * POST managements/import_tree?project_id= (issue 36 §2): a tree from an Excel workbook or a CSV,
 * previewed (dry_run 1, the default) before it is written. In a scope of its own so that only this
 * route reads multipart bodies; the caller's right to import is checked before the body is read.
 */
export const treeImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: UPLOAD.limits });
  app.post(
    '/managements/import_tree',
    {
      schema: {
        tags: ['managements'],
        querystring: importTreeQuerySchema,
        response: { 200: importTreeResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await requireTreeImport(app.db, actor, request.query.project_id);
      const { fields, file } = await readFileUpload(request, {
        ...UPLOAD.messages,
        notMultipart: 'ファイルは multipart/form-data で送ってください',
        oneFile: 'ファイルは file という名前で1つだけ送ってください',
        tooMany: 'ファイルは1回に1つずつ取り込んでください',
        unreadable: 'ファイルを読み取れませんでした。もう一度お試しください',
      });
      const { dry_run } = parseInput(importTreeFieldsSchema, fields);
      return importTree(app.db, actor, request.query.project_id, { dry_run, data: file.data });
    },
  );
};
