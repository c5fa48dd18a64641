import type { QueryClient } from '@tanstack/react-query';
import { knowledgeWriteInvalidates } from '@app/api-client/knowledge-base';

/** After a scenario or phrase write: the admin lists, the figures and what agents read (challenges, phrase bank). */
export function invalidateKnowledge(client: QueryClient) {
  for (const queryKey of knowledgeWriteInvalidates) void client.invalidateQueries({ queryKey });
}
