import { infiniteQueryOptions } from '@tanstack/react-query';
import { storedRecordingsPageSchema } from '@app/contracts/training';
import { apiGet } from './http';

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
