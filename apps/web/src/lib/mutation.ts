import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { toast } from './toasts';

export interface ApiMutationOptions<TInput, TResult> {
  mutationFn: (input: TInput) => Promise<TResult>;
  /** Queries to refetch once the server has answered. */
  invalidate?: QueryKey[];
  /** Success toast (product.md §8.3), if this change announces itself. */
  success?:
    { title: string; message?: string } | ((result: TResult, input: TInput) => { title: string; message?: string });
  /** Runs once the server has answered and the touched queries are refetched. */
  onDone?: (result: TResult, input: TInput) => void;
  /** Failure toast title (追加に失敗しました / 編集に失敗しました / 削除に失敗しました). */
  failure: string;
  /** Failures the screen explains itself (field errors, a conflict it shows in place): no toast for these. */
  handlesError?: (error: ApiError) => boolean;
}

/**
 * A change sent to the server. The screen moves only after the server answers (product.md §8.3): the
 * queries it touches are refetched, and a failure leaves them as they were and says so.
 */
export function useApiMutation<TInput, TResult>(options: ApiMutationOptions<TInput, TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async (result, input) => {
      await Promise.all((options.invalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      const success = typeof options.success === 'function' ? options.success(result, input) : options.success;
      if (success) toast.success(success.title, success.message);
      options.onDone?.(result, input);
    },
    onError: (error) => {
      if (error instanceof ApiError && options.handlesError?.(error)) return;
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
        // A refusal the server explained (conflict, permission): show its reason with the failure title.
        toast.error(options.failure, error.message);
        return;
      }
      toast.failure(options.failure);
    },
  });
}
