export const quiz = {
  list: {
    title: 'Knowledge Quiz',
    intro: 'Test your product and market expertise. Every quiz is timed and your answers are evaluated by AI.',
    stats: 'Stats',
  },
  card: {
    passMark: 'Pass mark: {{score}}%',
    timeLimit: 'Time limit: {{minutes}} min',
    questions: 'Questions: {{n}}',
  },
  categories: {
    propertyBasics: {
      title: 'Property Basics',
      description: 'Property types, ownership, valuation and the buying process from offer to completion.',
    },
    marketAnalysis: {
      title: 'Market Analysis',
      description: 'Price trends, comparable sales, rental yields and local supply and demand.',
    },
    clientHandling: {
      title: 'Client Handling',
      description: 'Qualifying buyers, handling objections and guiding clients to a confident decision.',
    },
    legalCompliance: {
      title: 'Legal & Compliance',
      description: 'Contracts, disclosures, anti-money-laundering checks and fair advertising rules.',
    },
  },
  analytics: {
    title: 'Quiz Analytics',
    backToQuiz: 'Back to Quiz',
    dashboard: 'Dashboard',
    emptyTitle: 'No Quiz Data Yet',
    emptyBody: 'Complete a quiz to see your scores, pass rate and progress in each category.',
    takeFirst: 'Take Your First Quiz',
  },
};
