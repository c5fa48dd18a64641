import { useState } from 'react';
import { DISC_INTENSITY, DISC_QUESTIONS, type DiscOptionId, type DiscResponse } from '@app/contracts/disc';

/**
 * The DISC flow (spec 001 §4): index 0..23; picking an option reveals the intensity (default 3);
 * Next stores the answer and advances; Previous goes back, restores that answer and drops it.
 */
export function useDiscFlow() {
  const [index, setIndex] = useState(0);
  const [responses, setResponses] = useState<DiscResponse[]>([]);
  const [selected, setSelected] = useState<DiscOptionId | null>(null);
  const [intensity, setIntensity] = useState<number>(DISC_INTENSITY.default);
  const question = DISC_QUESTIONS[index];
  const isLast = index === DISC_QUESTIONS.length - 1;

  function choose(option: DiscOptionId) {
    setSelected(option);
  }

  /** Stores the current answer; on the last question returns every answer (the caller completes). */
  function next(): DiscResponse[] | null {
    if (!selected) return null;
    const all = [...responses, { questionId: question.id, selectedOptions: [selected], intensity }];
    if (isLast) return all;
    setResponses(all);
    setIndex(index + 1);
    setSelected(null);
    setIntensity(DISC_INTENSITY.default);
    return null;
  }

  function previous() {
    const earlier = responses.at(-1);
    if (index === 0 || !earlier) return;
    setResponses(responses.slice(0, -1));
    setIndex(index - 1);
    setSelected(earlier.selectedOptions[0]);
    setIntensity(earlier.intensity);
  }

  return { index, total: DISC_QUESTIONS.length, question, selected, intensity, isLast, choose, setIntensity, next, previous };
}
