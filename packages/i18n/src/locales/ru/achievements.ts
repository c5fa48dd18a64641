import type { achievements as en } from '../en/achievements';

export const achievements: typeof en = {
  title: 'Достижения',
  summary: 'Открыто {{unlocked}} из {{total}}',
  unlocked: 'Открыто',
  locked: 'Закрыто',
  loadFailed: 'Не удалось загрузить достижения.',
  rarity: { common: 'Обычное', rare: 'Редкое', epic: 'Эпическое', legendary: 'Легендарное' },
  items: {
    'first-session': { name: 'Первый разговор', description: 'Завершите первую тренировку.' },
    'streak-3': { name: 'Разогрев', description: 'Тренируйтесь 3 дня подряд.' },
    'high-score': { name: 'Отличник', description: 'Наберите 90 баллов или больше за сессию.' },
    'sessions-10': { name: 'Упорный ученик', description: 'Завершите 10 тренировок.' },
    'streak-7': { name: 'Неделя без пропусков', description: 'Тренируйтесь 7 дней подряд.' },
    'xp-1000': { name: 'Новый уровень', description: 'Наберите 1000 XP.' },
    'perfect-score': { name: 'Безупречная презентация', description: 'Наберите 100 баллов за сессию.' },
    'sessions-50': { name: 'Опытный переговорщик', description: 'Завершите 50 тренировок.' },
    'streak-30': { name: 'Неудержимый', description: 'Тренируйтесь 30 дней подряд.' },
  },
};
