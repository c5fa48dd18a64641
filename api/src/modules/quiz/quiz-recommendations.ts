import { translate, type Lang } from '../../lib/i18n';

export interface TopicScore {
  topic: string;
  score: number;
  maxScore: number;
}

/** A topic under this share of its points is worth reviewing. */
const WEAK_SHARE = 0.75;
const MAX_TOPICS = 3;

/**
 * "Review" lines for the weak topics, weakest first. Only one topic can be the weakest: the
 * others are named with their own score, so three lines never all claim to be the weakest.
 */
export function reviewRecommendations(lang: Lang, topics: TopicScore[]): string[] {
  const share = (t: TopicScore) => t.score / t.maxScore;
  const weak = topics.filter((t) => t.maxScore > 0 && share(t) < WEAK_SHARE).sort((a, b) => share(a) - share(b)).slice(0, MAX_TOPICS);
  return weak.map((t, i) =>
    translate(lang, i === 0 ? 'quiz:grading.recommendReview' : 'quiz:grading.recommendAlsoReview', { topic: t.topic, percentage: Math.round(share(t) * 100) }),
  );
}
