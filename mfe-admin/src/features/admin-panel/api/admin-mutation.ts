import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@app/api-client/http';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';

interface Options<V, R> {
  call: (vars: V) => Promise<R>;
  /** What to refetch after a success (each write's list comes from @app/api-client). */
  invalidates: readonly QueryKey[];
  success: string;
  failure: string;
  onSuccess?: (result: R) => void;
}

/**
 * An admin write with the spec's toasts (spec 001 §8): a success title, or a destructive failure
 * title with the server's own message (e.g. "You cannot remove your own admin role") as its description.
 */
export function useAdminMutation<V, R>({ call, invalidates, success, failure, onSuccess }: Options<V, R>) {
  const { t } = useTranslation('adminPanel');
  const { toast } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (result) => {
      toast({ title: t(success) });
      onSuccess?.(result);
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      toast({ title: t(failure), description: errorText(error), variant: 'destructive' });
    },
  });
}
