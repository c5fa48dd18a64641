import { useState } from 'react';
import type { CoachingPhrase, PhraseCategory } from '@app/contracts/coaching-phrases';

/** Category plus position in it: Previous/Next wrap around, switching category starts at the first phrase. */
export function usePhraseCarousel(phrases: readonly CoachingPhrase[]) {
  const [category, setCategory] = useState<PhraseCategory>('objections');
  const [index, setIndex] = useState(0);
  const inCategory = phrases.filter((p) => p.category === category);
  const total = inCategory.length;
  const safeIndex = total === 0 ? 0 : Math.min(index, total - 1);
  return {
    category,
    phrases: inCategory,
    index: safeIndex,
    total,
    phrase: inCategory[safeIndex],
    selectCategory: (id: PhraseCategory) => {
      setCategory(id);
      setIndex(0);
    },
    next: () => setIndex((i) => (total ? (i + 1) % total : 0)),
    previous: () => setIndex((i) => (total ? (i - 1 + total) % total : 0)),
    goTo: setIndex,
  };
}
