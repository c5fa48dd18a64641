export const notifications = {
  bell: 'Notifications',
  bellUnread: 'Notifications ({{count}} unread)',
  title: 'Notifications',
  empty: 'You are all caught up.',
  emptyHint: 'Practise a scenario and we will let you know how you are doing.',
  dismiss: 'Dismiss',
  markAllRead: 'Mark all read',
  clearAll: 'Clear all',
  unread: 'Unread',
  groupCount: '{{count}} in all',
  latest: 'Latest:',
  loadFailed: 'Notifications could not be loaded.',
  types: { achievement: 'Achievement', reminder: 'Reminder', tip: 'Tip', challenge: 'Challenge' },
  priority: { high: 'High priority', medium: 'Medium priority' },
  actions: {
    startChallenge: 'Start Challenge',
    viewProgress: 'View progress',
    practiceNow: 'Practise now',
    openCoach: 'Open coaching',
  },
  /** After a chat session: advice on the skill its answers scored lowest on. */
  tips: {
    confidence: 'Confidence scored lowest in your last session: say what you recommend plainly, without "maybe" or "I think".',
    clarity: "Clarity scored lowest in your last session: answer the client's question first, one idea per sentence.",
    value: 'Value scored lowest in your last session: tie each point to what this client asked for, with a figure they can check.',
    cta: 'The next step scored lowest in your last session: end your answers with a concrete step and a time.',
  },
  items: {
    dailyChallenge: { title: 'New daily challenge', message: 'Today: {{title}}. Complete it to keep your streak going.' },
    achievementUnlocked: { title: 'Achievement unlocked!', message: 'You earned “$t(achievements:items.{{achievement}}.name)”. Keep it up!' },
    streakAtRisk: { title: 'Your streak is about to break', message: 'Practise today to keep your {{streak}}-day streak.' },
    // message: notifications stored before tips were keyed hold the tip's own words.
    coachingTip: { title: 'Coaching tip', message: '{{tip}}', advice: '$t(notifications:tips.{{skill}})' },
    practiceReminder: { title: 'Time for your practice call', message: 'You planned a training call now. {{focus}}' },
  },
};
