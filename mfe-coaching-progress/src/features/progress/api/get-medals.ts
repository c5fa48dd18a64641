import { useQuery } from '@tanstack/react-query';
import { medalsQuery } from '@app/api-client/scorecards';

/** GET /api/users/:id/medals: the best result per scenario, titles in the reader's language. */
export const useMedals = (userId: number, language: string) => useQuery(medalsQuery(userId, language));
