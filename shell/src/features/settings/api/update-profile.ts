import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile, updateProfileUpdates } from '@app/api-client/account';

/** On success the cached current user is replaced, so every screen shows the new name at once. */
export function useUpdateProfile(options: { onSuccess(): void; onError(err: Error): void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(updateProfileUpdates, user);
      options.onSuccess();
    },
    onError: options.onError,
  });
}
