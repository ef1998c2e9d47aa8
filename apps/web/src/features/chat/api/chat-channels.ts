import {
  chatChannelsResponseSchema,
  chatMessages,
  commonMessages,
  type ChatChannelsResponse,
  type CreateChatChannelRequest,
  type UpdateChatChannelRequest,
} from '@kaizen/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, type ApiError } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { chatKeys } from './keys';

/** A refusal the dialog shows beside a field: no toast for it. */
const isFieldError = (error: ApiError) => error.status === 400 && error.fields.length > 0;

/** GET chat_channels: the project's rooms and its company's (staff only; never a webhook URL or token). */
export function useChatChannels(projectId: number, enabled = true) {
  return useQuery({
    queryKey: chatKeys.channels(projectId),
    queryFn: () => apiGet('/api/v1/chat_channels', chatChannelsResponseSchema, { query: { project_id: projectId } }),
    enabled,
  });
}

/** Every write answers the whole list: it replaces the cached one, no refetch needed. */
function useChatWrite<TInput>(
  projectId: number,
  call: (input: TInput) => Promise<ChatChannelsResponse>,
  messages: { success?: string; failure: string; handlesError?: (error: ApiError) => boolean },
) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: call,
    onDone: (data: ChatChannelsResponse) => queryClient.setQueryData(chatKeys.channels(projectId), data),
    ...(messages.success ? { success: { title: messages.success } } : {}),
    failure: messages.failure,
    ...(messages.handlesError ? { handlesError: messages.handlesError } : {}),
  });
}

const post = (route: string, body: unknown) =>
  apiPost(`/api/v1/chat_channels/${route}`, body, chatChannelsResponseSchema);

export function useCreateChatChannel(projectId: number) {
  return useChatWrite(projectId, (body: CreateChatChannelRequest) => post('create', body), {
    success: chatMessages.created,
    failure: commonMessages.addFailed,
    handlesError: isFieldError,
  });
}

export function useUpdateChatChannel(projectId: number) {
  return useChatWrite(projectId, (body: UpdateChatChannelRequest) => post('update', body), {
    success: chatMessages.updated,
    failure: commonMessages.editFailed,
    handlesError: isFieldError,
  });
}

export function useDeleteChatChannel(projectId: number) {
  return useChatWrite(projectId, (id: number) => post('delete', { project_id: projectId, id }), {
    success: chatMessages.deleted,
    failure: commonMessages.deleteFailed,
  });
}

/** テスト送信: the outcome (送信済み, or 失敗 with the reason) shows on the channel's row. */
export function useTestChatChannel(projectId: number) {
  return useChatWrite(projectId, (id: number) => post('test', { project_id: projectId, id }), {
    failure: chatMessages.testFailed,
  });
}
