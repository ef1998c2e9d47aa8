import {
  commentCountsQuerySchema,
  commentCountsSchema,
  commentListSchema,
  commentSchema,
  commentTargetQuerySchema,
  createCommentRequestSchema,
  deleteCommentRequestSchema,
  deleteCommentResponseSchema,
  markMentionsReadRequestSchema,
  markMentionsReadResponseSchema,
  mentionCandidatesQuerySchema,
  mentionCandidatesSchema,
  updateCommentRequestSchema,
} from '@kaizen/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/require-actor.js';
import {
  createComment,
  deleteComment,
  listTargetComments,
  markRead,
  mentionCandidates,
  nodeCommentCounts,
  updateComment,
} from './comments.service.js';

const tags = ['comments'];

/**
 * Comments with @mentions on tree nodes and measure reports (issue 33 §3, decisions/0037): each
 * thread has its target's access; 社内のみ comments are staff's alone.
 */
export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/comments',
    { schema: { tags, querystring: commentTargetQuerySchema, response: { 200: commentListSchema } } },
    async (request) => listTargetComments(app.db, requireActor(request), request.query),
  );
  app.get(
    '/comments/counts',
    { schema: { tags, querystring: commentCountsQuerySchema, response: { 200: commentCountsSchema } } },
    async (request) => nodeCommentCounts(app.db, requireActor(request), request.query.project_id),
  );
  app.get(
    '/comments/mention_candidates',
    { schema: { tags, querystring: mentionCandidatesQuerySchema, response: { 200: mentionCandidatesSchema } } },
    async (request) => {
      const { q, ...target } = request.query;
      return mentionCandidates(app.db, requireActor(request), target, q ?? '');
    },
  );
  app.post(
    '/comments/create',
    { schema: { tags, body: createCommentRequestSchema, response: { 200: commentSchema } } },
    async (request) => createComment(app.db, requireActor(request), request.body),
  );
  app.post(
    '/comments/update',
    { schema: { tags, body: updateCommentRequestSchema, response: { 200: commentSchema } } },
    async (request) => updateComment(app.db, requireActor(request), request.body),
  );
  app.post(
    '/comments/delete',
    { schema: { tags, body: deleteCommentRequestSchema, response: { 200: deleteCommentResponseSchema } } },
    async (request) => deleteComment(app.db, requireActor(request), request.body.id),
  );
  app.post(
    '/comments/mark_read',
    { schema: { tags, body: markMentionsReadRequestSchema, response: { 200: markMentionsReadResponseSchema } } },
    async (request) => markRead(app.db, requireActor(request), request.body),
  );
};
