import {
  createShareLinkResponseSchema,
  shareLinkListResponseSchema,
  shareLinkMessages,
  shareLinkResponseSchema,
  type ShareTargetKind,
} from '@kaizen/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { shareLinkKeys } from './keys';

export interface ShareTarget {
  projectId: number;
  kind: ShareTargetKind;
  id: number;
}

/** GET /api/v1/share_links for one item: newest first, with views and state (staff). */
export const useShareLinks = (target: ShareTarget) =>
  useQuery({
    queryKey: shareLinkKeys.of(target.projectId, target.kind, target.id),
    queryFn: () =>
      apiGet('/api/v1/share_links', shareLinkListResponseSchema, {
        query: { project_id: target.projectId, target_kind: target.kind, target_id: target.id },
      }),
    refetchOnMount: 'always',
  });

export interface CreateShareLinkInput {
  expires_in_days: number;
  password: string;
}

/** POST /api/v1/share_links/create: the answer holds the token, once. */
export const useCreateShareLink = (target: ShareTarget) =>
  useApiMutation({
    mutationFn: (input: CreateShareLinkInput) =>
      apiPost(
        '/api/v1/share_links/create',
        { target_kind: target.kind, target_id: target.id, ...input },
        createShareLinkResponseSchema,
      ),
    invalidate: [shareLinkKeys.all],
    success: { title: shareLinkMessages.created },
    failure: shareLinkMessages.createFailed,
    handlesError: (error) => error.fields.some((f) => f.field === 'password' || f.field === 'expires_in_days'),
  });

/** POST /api/v1/share_links/revoke: the link stops opening at once. */
export const useRevokeShareLink = () =>
  useApiMutation({
    mutationFn: (id: number) => apiPost('/api/v1/share_links/revoke', { id }, shareLinkResponseSchema),
    invalidate: [shareLinkKeys.all],
    success: { title: shareLinkMessages.revoked },
    failure: shareLinkMessages.revokeFailed,
  });
