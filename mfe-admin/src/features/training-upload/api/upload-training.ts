import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@app/api-client/http';
import { TRAINING_RECORDINGS_KEY } from '@app/api-client/training';
import { uploadResultSchema, type TrainingRecordingInput, type UploadResult } from '@app/contracts/training';

/** POST /api/ai-training/upload-json: {recordings} in, {processed, errors} out. */
export function useUploadTraining() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (recordings: unknown[] | TrainingRecordingInput[]): Promise<UploadResult> =>
      apiRequest('POST', '/api/ai-training/upload-json', { recordings }, uploadResultSchema),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'kb-analytics'] });
      // What was just stored heads the list of stored recordings.
      void client.invalidateQueries({ queryKey: TRAINING_RECORDINGS_KEY });
    },
  });
}
