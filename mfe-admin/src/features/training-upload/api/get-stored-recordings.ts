import { useInfiniteQuery } from '@tanstack/react-query';
import { storedRecordingsQuery } from '@app/api-client/training';

/** GET /api/ai-training/recordings: the stored training recordings, newest first, a page at a time. */
export const useStoredRecordings = () => useInfiniteQuery(storedRecordingsQuery());
