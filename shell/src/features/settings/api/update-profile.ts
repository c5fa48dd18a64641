import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '@app/api-client/auth';
import { apiRequest } from '@app/api-client/http';
import type { UpdateProfileRequest } from '@app/contracts/auth';
import { currentUserSchema } from '@app/contracts/user';

export const updateProfile = (body: UpdateProfileRequest) => apiRequest('PATCH', '/api/auth/profile', body, currentUserSchema);

/** On success the cached current user is replaced, so every screen shows the new name at once. */
export function useUpdateProfile(options: { onSuccess(): void; onError(err: Error): void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery().queryKey, user);
      options.onSuccess();
    },
    onError: options.onError,
  });
}
