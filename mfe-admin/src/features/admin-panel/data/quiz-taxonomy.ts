// Spec 001 §3 and §9: the quiz categories and what each difficulty is worth.
export const QUIZ_CATEGORY_KEYS = ['propertyBasics', 'marketAnalysis', 'clientHandling', 'legalCompliance'] as const;

export const DIFFICULTY_POINTS = [
  { key: 'beginner', points: 10 },
  { key: 'intermediate', points: 15 },
  { key: 'advanced', points: 20 },
] as const;
