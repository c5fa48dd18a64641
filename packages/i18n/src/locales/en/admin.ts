export const admin = {
  backToDashboard: 'Back to Dashboard',
  backHome: 'Back to Home',
  panel: {
    title: 'Admin Panel',
    subtitle: 'Manage users and quiz content',
    tabsLabel: 'Admin sections',
    tabs: { questions: 'Question Management', users: 'User Management' },
  },
  questions: {
    title: 'Question Database',
    subtitle: 'Manage quiz questions by category',
    categoriesTitle: 'Categories',
    categories: {
      propertyBasics: 'Property Basics',
      marketAnalysis: 'Market Analysis',
      clientHandling: 'Client Handling',
      legalCompliance: 'Legal & Compliance',
    },
    difficultyTitle: 'Difficulty and points',
    difficulty: { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' },
    points: '{{n}} pts',
  },
  users: {
    title: 'User Management',
    subtitle: 'Agents and administrators with their quiz activity.',
    caption: 'Users',
    columns: {
      user: 'User',
      role: 'Role',
      quizzes: 'Quizzes',
      avgScore: 'Avg Score',
      streak: 'Streak',
      joined: 'Joined',
      actions: 'Actions',
    },
  },
  knowledgeBase: {
    title: 'Knowledge Base',
    subtitle: 'Training scenarios and coaching content for every agent.',
    tabsLabel: 'Knowledge base sections',
    tabs: { scenarios: 'Scenarios', phrases: 'Coaching Phrases', analytics: 'Analytics' },
    scenariosEmpty: 'No scenarios yet',
    scenariosEmptyBody: 'Scenarios added to the knowledge base become chat practice for every agent.',
    phrasesLink: 'Open the Phrase Bank',
  },
  upload: {
    title: 'Training Data Upload',
    subtitle: 'Real call recordings teach the AI clients to sound like your market.',
    single: {
      title: 'Add Single Recording',
    },
    bulk: {
      title: 'Bulk JSON Upload',
      body: 'Upload many recordings at once as a JSON list. A single object is accepted too.',
      formatLabel: 'Required format',
      exampleTranscript: 'Agent: Good morning, how can I help? Client: I am looking for a two-bedroom flat near the centre.',
      exampleNotes: 'Client booked a viewing for Saturday',
    },
  },
  /** Admin content in two languages: the written (English) texts and their Russian translation. */
  content: {
    untranslated: 'EN',
    untranslatedLabel: 'No translation yet: shown in English',
    secondLanguage: 'Russian text (optional)',
    secondLanguageHint: 'People using the app in Russian read these texts; an empty field shows the English one.',
    inRussian: '{{label}} (Russian)',
  },
};
