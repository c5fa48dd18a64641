import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { storedRecordingsPageSchema, uploadResultSchema, type TrainingRecordingInput } from '@app/contracts/training';
import { apiGet, apiRequest } from './http';
import { KNOWLEDGE_ANALYTICS_KEY } from './knowledge-base';

// Training recordings (spec 001 §7, issue 24): the stored ones read back by admins, a page at a time.
export const TRAINING_RECORDINGS_KEY = ['ai-training', 'recordings'] as const;
const PAGE = 10;

/** GET /api/ai-training/recordings, newest first; each next page starts before the last page's oldest id. */
export const storedRecordingsQuery = () =>
  infiniteQueryOptions({
    queryKey: TRAINING_RECORDINGS_KEY,
    queryFn: ({ pageParam }) =>
      apiGet(`/api/ai-training/recordings?limit=${PAGE}${pageParam ? `&before=${pageParam}` : ''}`, storedRecordingsPageSchema),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });

/** POST /api/ai-training/upload-json: {recordings} in (checked by the server, one error per bad one), {processed, errors} out. */
export const uploadTraining = (recordings: unknown[] | TrainingRecordingInput[]) =>
  apiRequest('POST', '/api/ai-training/upload-json', { recordings }, uploadResultSchema);

/** What an upload refetches: the knowledge base's figures, and the stored recordings (what was just stored heads the list). */
export const uploadTrainingInvalidates: readonly QueryKey[] = [KNOWLEDGE_ANALYTICS_KEY, TRAINING_RECORDINGS_KEY];
