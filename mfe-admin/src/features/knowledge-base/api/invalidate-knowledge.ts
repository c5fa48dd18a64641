import type { QueryClient } from '@tanstack/react-query';

/** After a scenario or phrase write: the admin lists, the figures and what agents read (challenges, phrase bank). */
export function invalidateKnowledge(client: QueryClient) {
  for (const queryKey of [['admin', 'scenarios'], ['admin', 'phrases'], ['admin', 'kb-analytics'], ['challenges'], ['coaching-phrases']]) {
    void client.invalidateQueries({ queryKey });
  }
}
