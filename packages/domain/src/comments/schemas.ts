import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';
import { nodeKinds } from '../management/nodes.js';
import { commentMessages } from './messages.js';

/**
 * What a comment can be on (decisions/0037): a tree node, a measure's report (named by its measure's
 * id, as the report's routes do), a monthly report, a sales report and a client's need.
 */
export const commentTargetKinds = [...nodeKinds, 'measure_report', 'monthly_report', 'sales_report', 'need'] as const;
export type CommentTargetKind = (typeof commentTargetKinds)[number];

export const COMMENT_BODY_MAX = 2000;
/** More names than anyone would type in one comment; a bound so a request stays small. */
const MENTIONS_MAX = 20;

const targetKindSchema = z.enum(commentTargetKinds, { error: commentMessages.targetKindInvalid });
const bodySchema = z
  .string({ error: commentMessages.bodyRequired })
  .trim()
  .min(1, commentMessages.bodyRequired)
  .max(COMMENT_BODY_MAX, commentMessages.bodyTooLong);
const mentionsSchema = z
  .array(idSchema, { error: commentMessages.mentionsInvalid })
  .max(MENTIONS_MAX, commentMessages.mentionsInvalid);

export const commentTargetQuerySchema = z.object({ target_kind: targetKindSchema, target_id: idSchema });
export type CommentTarget = z.infer<typeof commentTargetQuerySchema>;

export const mentionCandidatesQuerySchema = commentTargetQuerySchema.extend({
  q: z.string().max(100).optional(),
});

export const createCommentRequestSchema = commentTargetQuerySchema.extend({
  body: bodySchema,
  is_internal: z.boolean({ error: commentMessages.internalStaffOnly }).optional(),
  mentions: mentionsSchema.optional(),
});
export type CreateCommentRequest = z.infer<typeof createCommentRequestSchema>;

export const updateCommentRequestSchema = z.object({
  id: idSchema,
  body: bodySchema,
  mentions: mentionsSchema.optional(),
});
export type UpdateCommentRequest = z.infer<typeof updateCommentRequestSchema>;

export const deleteCommentRequestSchema = z.object({ id: idSchema });

/** Mark the caller's mentions read: those of the comments named, or every one on a target. */
export const markMentionsReadRequestSchema = z
  .object({
    comment_ids: z.array(idSchema).max(500).optional(),
    target_kind: targetKindSchema.optional(),
    target_id: idSchema.optional(),
  })
  .refine((v) => v.comment_ids !== undefined || (v.target_kind !== undefined && v.target_id !== undefined), {
    message: commentMessages.markReadTarget,
    path: ['comment_ids'],
  });
export type MarkMentionsReadRequest = z.infer<typeof markMentionsReadRequestSchema>;

export const commentCountsQuerySchema = z.object({ project_id: idSchema });

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const commentSchema = z.object({
  id: z.number().int(),
  target_kind: targetKindSchema,
  target_id: z.number().int(),
  author: personSchema,
  body: z.string(),
  /** The body as safe HTML (links, lists, bold): rendered and sanitised by the server. */
  body_html: z.string(),
  is_internal: z.boolean(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  /** The caller wrote it, so may edit and delete it. */
  is_own: z.boolean(),
  mentions: z.array(personSchema),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentListSchema = z.object({
  comments: z.array(commentSchema),
  /** Staff may write 社内のみ comments; a client user never. */
  can_write_internal: z.boolean(),
});
export type CommentList = z.infer<typeof commentListSchema>;

export const commentCountsSchema = z.object({
  counts: z.array(z.object({ target_kind: targetKindSchema, target_id: z.number().int(), count: z.number().int() })),
});
export type CommentCounts = z.infer<typeof commentCountsSchema>;

export const mentionCandidatesSchema = z.object({
  users: z.array(personSchema.extend({ is_client: z.boolean() })),
});
export type MentionCandidate = z.infer<typeof mentionCandidatesSchema>['users'][number];

export const markMentionsReadResponseSchema = z.object({ marked: z.number().int() });
export const deleteCommentResponseSchema = z.object({ id: z.number().int() });
