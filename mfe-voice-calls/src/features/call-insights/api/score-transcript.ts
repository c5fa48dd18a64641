import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet } from '@app/api-client/http';
import { scoreTranscript } from '@app/api-client/scorecards';
import { challengeListSchema } from '@app/contracts/challenges';

/** POST /api/scorecards/score-transcript: a pasted real call on a scenario's card. */
export const useScoreTranscript = () => useMutation({ mutationFn: scoreTranscript });

/** GET /api/challenges: the admin's chat scenarios a real call may be scored on (as "challenge-<id>"). */
const chatChallengesQuery = () =>
  queryOptions({
    queryKey: ['challenges', 'chat'] as const,
    queryFn: async () => (await apiGet('/api/challenges', challengeListSchema)).filter((c) => c.type === 'chat'),
    staleTime: 5 * 60_000,
  });
export const useChatChallenges = () => useQuery(chatChallengesQuery());
