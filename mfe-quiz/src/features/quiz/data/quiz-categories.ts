export interface QuizCategory {
  id: 'property-basics' | 'market-analysis' | 'client-handling' | 'legal-compliance';
  /** Key under quiz:categories. */
  key: 'propertyBasics' | 'marketAnalysis' | 'clientHandling' | 'legalCompliance';
  /** Pass mark in percent. */
  minScore: number;
  minutes: number;
  /** Only given by the spec for property-basics. */
  questions?: number;
}

// Spec 001 §9: pass minimums and time limits per category.
export const QUIZ_CATEGORIES: QuizCategory[] = [
  { id: 'property-basics', key: 'propertyBasics', minScore: 90, minutes: 60, questions: 50 },
  { id: 'market-analysis', key: 'marketAnalysis', minScore: 75, minutes: 30 },
  { id: 'client-handling', key: 'clientHandling', minScore: 85, minutes: 30 },
  { id: 'legal-compliance', key: 'legalCompliance', minScore: 90, minutes: 30 },
];
