import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadTraining, uploadTrainingInvalidates } from '@app/api-client/training';

/** Uploads recordings: {recordings} in, {processed, errors} out. */
export function useUploadTraining() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadTraining,
    onSuccess: () => {
      for (const queryKey of uploadTrainingInvalidates) void client.invalidateQueries({ queryKey });
    },
  });
}
