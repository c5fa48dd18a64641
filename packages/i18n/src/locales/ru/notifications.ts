import type { notifications as en } from '../en/notifications';

export const notifications: typeof en = {
  bell: 'Уведомления',
  bellUnread: 'Уведомления (непрочитанных: {{count}})',
  title: 'Уведомления',
  empty: 'Новых уведомлений нет.',
  emptyHint: 'Пройдите сценарий, и мы расскажем, как у вас получается.',
  dismiss: 'Скрыть',
  markAllRead: 'Прочитать все',
  clearAll: 'Очистить всё',
  unread: 'Не прочитано',
  groupCount: 'всего {{count}}',
  latest: 'Последнее:',
  loadFailed: 'Не удалось загрузить уведомления.',
  types: { achievement: 'Достижение', reminder: 'Напоминание', tip: 'Совет', challenge: 'Задание' },
  priority: { high: 'Высокий приоритет', medium: 'Средний приоритет' },
  actions: {
    startChallenge: 'Начать задание',
    viewProgress: 'Смотреть прогресс',
    practiceNow: 'Потренироваться',
    openCoach: 'Открыть коучинг',
  },
  tips: {
    confidence: 'В прошлой сессии слабее всего была уверенность: говорите, что вы советуете, прямо, без «может быть» и «мне кажется».',
    clarity: 'В прошлой сессии слабее всего была ясность: сначала ответьте на вопрос клиента, одна мысль в одном предложении.',
    value: 'В прошлой сессии слабее всего была ценность: связывайте каждый довод с тем, о чём спросил клиент, и давайте цифру, которую можно проверить.',
    cta: 'В прошлой сессии слабее всего был следующий шаг: заканчивайте ответ конкретным шагом и временем.',
  },
  items: {
    dailyChallenge: { title: 'Новое задание дня', message: 'Сегодня: {{title}}. Выполните его, чтобы сохранить серию.' },
    achievementUnlocked: { title: 'Новое достижение!', message: 'Вы получили «$t(achievements:items.{{achievement}}.name)». Так держать!' },
    streakAtRisk: { title: 'Серия вот-вот прервётся', message: 'Потренируйтесь сегодня, чтобы сохранить серию из {{streak}} дн.' },
    coachingTip: { title: 'Совет коуча', message: '{{tip}}', advice: '$t(notifications:tips.{{skill}})' },
    practiceReminder: { title: 'Время тренировочного звонка', message: 'Вы запланировали тренировочный звонок на это время. {{focus}}' },
  },
};
