export const home = {
  greeting: {
    morning: 'Good morning, {{name}}!',
    afternoon: 'Good afternoon, {{name}}!',
    evening: 'Good evening, {{name}}!',
  },
  ready: 'Ready to close more deals today?',
  defaultName: 'Agent',
  practiceAreas: 'Practice areas',
  tiles: {
    chat: { title: 'Chat Practice', body: 'Handle objections via text' },
    voice: { title: 'AI Voice Training', body: 'Practice tone & delivery' },
    call: { title: 'Phone Call Practice', body: 'Realistic role-plays' },
    quiz: { title: 'Knowledge Quiz', body: 'Test product expertise' },
  },
  accountMenu: 'Account menu',
};
