// Achievement names and descriptions (ids from api/src/modules/achievements/achievement-catalog.ts).
export const achievements = {
  title: 'Achievements',
  summary: '{{unlocked}} of {{total}} unlocked',
  unlocked: 'Unlocked',
  locked: 'Locked',
  loadFailed: 'Achievements could not be loaded.',
  rarity: { common: 'Common', rare: 'Rare', epic: 'Epic', legendary: 'Legendary' },
  items: {
    'first-session': { name: 'First Conversation', description: 'Complete your first practice session.' },
    'streak-3': { name: 'Warming Up', description: 'Practise 3 days in a row.' },
    'high-score': { name: 'High Achiever', description: 'Score 90 or more in a session.' },
    'sessions-10': { name: 'Dedicated Learner', description: 'Complete 10 practice sessions.' },
    'streak-7': { name: 'Week Warrior', description: 'Practise 7 days in a row.' },
    'xp-1000': { name: 'Level Up', description: 'Earn 1,000 XP.' },
    'perfect-score': { name: 'Perfect Pitch', description: 'Score 100 in a session.' },
    'sessions-50': { name: 'Seasoned Negotiator', description: 'Complete 50 practice sessions.' },
    'streak-30': { name: 'Unstoppable', description: 'Practise 30 days in a row.' },
  },
};
