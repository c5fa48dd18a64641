export const notifications = {
  bell: 'Notifications',
  bellUnread: 'Notifications ({{count}} unread)',
  title: 'Notifications',
  empty: 'You are all caught up.',
  emptyHint: 'Practise a scenario and we will let you know how you are doing.',
  dismiss: 'Dismiss',
  loadFailed: 'Notifications could not be loaded.',
  types: { achievement: 'Achievement', reminder: 'Reminder', tip: 'Tip', challenge: 'Challenge' },
  priority: { high: 'High priority', medium: 'Medium priority' },
  actions: {
    startChallenge: 'Start Challenge',
    viewProgress: 'View progress',
    practiceNow: 'Practise now',
    openCoach: 'Open coaching',
  },
  items: {
    dailyChallenge: { title: 'New daily challenge', message: 'Today: {{title}}. Complete it to keep your streak going.' },
    achievementUnlocked: { title: 'Achievement unlocked!', message: 'You earned “$t(achievements:items.{{achievement}}.name)”. Keep it up!' },
    streakAtRisk: { title: 'Your streak is about to break', message: 'Practise today to keep your {{streak}}-day streak.' },
    coachingTip: { title: 'Coaching tip', message: '{{tip}}' },
    practiceReminder: { title: 'Time for your practice call', message: 'You planned a training call now. {{focus}}' },
  },
};
