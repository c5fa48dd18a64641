/** The titles of a set of texts keyed by id (scenario titles, from the one place their texts live). */
export const titlesOf = <T extends Record<string, { title: string }>>(all: T) =>
  Object.fromEntries(Object.entries(all).map(([id, s]) => [id, s.title])) as Record<keyof T, string>;
