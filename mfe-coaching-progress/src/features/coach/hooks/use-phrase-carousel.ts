import { useState } from 'react';
import { PHRASE_CATEGORIES, type PhraseCategoryId } from '../data/phrases';

/** Category plus position in it: Previous/Next wrap around, switching category starts at the first phrase. */
export function usePhraseCarousel() {
  const [categoryId, setCategoryId] = useState<PhraseCategoryId>('objections');
  const [index, setIndex] = useState(0);
  const category = PHRASE_CATEGORIES.find((c) => c.id === categoryId)!;
  const total = category.phrases.length;
  return {
    category,
    index,
    total,
    phrase: category.phrases[index],
    selectCategory: (id: PhraseCategoryId) => {
      setCategoryId(id);
      setIndex(0);
    },
    next: () => setIndex((i) => (i + 1) % total),
    previous: () => setIndex((i) => (i - 1 + total) % total),
    goTo: setIndex,
  };
}
