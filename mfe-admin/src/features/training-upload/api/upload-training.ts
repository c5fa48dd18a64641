import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@app/api-client/http';
import { uploadResultSchema, type TrainingRecordingInput, type UploadResult } from '@app/contracts/training';

/** POST /api/ai-training/upload-json: {recordings} in, {processed, errors} out. */
export function useUploadTraining() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (recordings: unknown[] | TrainingRecordingInput[]): Promise<UploadResult> =>
      uploadResultSchema.parse(await apiRequest('POST', '/api/ai-training/upload-json', { recordings })),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin', 'kb-analytics'] }),
  });
}
