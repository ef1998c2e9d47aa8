import {
  commentCountsSchema,
  commentListSchema,
  commentSchema,
  deleteCommentResponseSchema,
  markMentionsReadResponseSchema,
  mentionCandidatesSchema,
  type CommentCounts,
  type CommentTarget,
  type CreateCommentRequest,
  type UpdateCommentRequest,
} from '@kaizen/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { todayKeys } from '../../today/public';
import { commentKeys } from './keys';

const targetQuery = (target: CommentTarget) => `target_kind=${target.target_kind}&target_id=${target.target_id}`;

/** GET /api/v1/comments: a target's thread, newest last, as the caller may read it. */
export const useComments = (target: CommentTarget) =>
  useQuery({
    queryKey: commentKeys.thread(target.target_kind, target.target_id),
    queryFn: () => apiGet(`/api/v1/comments?${targetQuery(target)}`, commentListSchema),
    refetchOnMount: 'always',
  });

/** The counts by `${kind}-${id}`; one function, so each row's query reuses its result until the data change. */
const countsByItem = (data: CommentCounts) =>
  new Map(data.counts.map((c) => [`${c.target_kind}-${c.target_id}`, c.count]));

/** GET /api/v1/comments/counts: every tree node's and need's count in the project, one call for them all. */
export const useCommentCounts = (projectId: number) =>
  useQuery({
    queryKey: commentKeys.counts(projectId),
    queryFn: () => apiGet(`/api/v1/comments/counts?project_id=${projectId}`, commentCountsSchema),
    select: countsByItem,
  });

/** GET /api/v1/comments/mention_candidates: who may be @mentioned here, matching what follows the @. */
export const useMentionCandidates = (target: CommentTarget, query: string | null) =>
  useQuery({
    queryKey: commentKeys.candidates(target.target_kind, target.target_id, query ?? ''),
    queryFn: () =>
      apiGet(
        `/api/v1/comments/mention_candidates?${targetQuery(target)}&q=${encodeURIComponent(query ?? '')}`,
        mentionCandidatesSchema,
      ),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

// Every write refetches the thread and the counts (a project's tree rows and cards show them).
const touched = [commentKeys.all];

/** Refusals the composer shows beside its field rather than as a toast. */
const shownInPlace = (fields: string[]) => (error: { fields: { field: string }[] }) =>
  error.fields.some((f) => fields.includes(f.field));

export const useCreateComment = () =>
  useApiMutation({
    mutationFn: (input: CreateCommentRequest) => apiPost('/api/v1/comments/create', input, commentSchema),
    invalidate: touched,
    failure: 'コメントを送信できませんでした',
    handlesError: shownInPlace(['body', 'mentions', 'is_internal']),
  });

export const useUpdateComment = () =>
  useApiMutation({
    mutationFn: (input: UpdateCommentRequest) => apiPost('/api/v1/comments/update', input, commentSchema),
    invalidate: touched,
    failure: 'コメントを編集できませんでした',
    handlesError: shownInPlace(['body', 'mentions']),
  });

export const useDeleteComment = () =>
  useApiMutation({
    mutationFn: (id: number) => apiPost('/api/v1/comments/delete', { id }, deleteCommentResponseSchema),
    invalidate: touched,
    success: { title: 'コメントを削除しました' },
    failure: 'コメントを削除できませんでした',
  });

/** The caller's mentions on a thread are read once the thread is open; 今日やること and the bell follow. */
export const useMarkThreadRead = () =>
  useApiMutation({
    mutationFn: (target: CommentTarget) =>
      apiPost('/api/v1/comments/mark_read', target, markMentionsReadResponseSchema),
    invalidate: [todayKeys.all],
    failure: 'メンションを既読にできませんでした',
  });
