import type { QuizCategory } from '@app/contracts/quiz-questions';

// Spec 001 §3 and §9: the quiz categories as the admin texts name them.
export const QUIZ_CATEGORY_KEYS = ['propertyBasics', 'marketAnalysis', 'clientHandling', 'legalCompliance'] as const;

/** The i18n key (admin:questions.categories.*) of each category the API names. */
export const CATEGORY_KEY: Record<QuizCategory, (typeof QUIZ_CATEGORY_KEYS)[number]> = {
  'property-basics': 'propertyBasics',
  'market-analysis': 'marketAnalysis',
  'client-handling': 'clientHandling',
  'legal-compliance': 'legalCompliance',
};

/** Spec 001 §9: the section open when the panel opens. */
export const DEFAULT_OPEN_CATEGORY: QuizCategory = 'property-basics';
