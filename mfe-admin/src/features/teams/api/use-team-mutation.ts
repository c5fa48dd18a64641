import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '@app/api-client/http';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';

interface Options<V, R> {
  call: (vars: V) => Promise<R>;
  /** What to refetch after a success. */
  invalidates: readonly QueryKey[];
  /** A "teams" key for the success toast; none for writes the screen shows by itself. */
  success?: string;
  onSuccess?: (result: R) => void;
}

/** A team write: a toast on success, the server's own message (in the user's language) on failure. */
export function useTeamMutation<V, R>({ call, invalidates, success, onSuccess }: Options<V, R>) {
  const { t } = useTranslation('teams');
  const { toast } = useRemoteProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (result) => {
      if (success) toast({ title: t(success) });
      onSuccess?.(result);
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      toast({ title: errorText(error, t('errors.loadFailed')), variant: 'destructive' });
    },
  });
}
