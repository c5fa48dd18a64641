import type { home as en } from '../en/home';

export const home: typeof en = {
  greeting: {
    morning: 'Доброе утро, {{name}}!',
    afternoon: 'Добрый день, {{name}}!',
    evening: 'Добрый вечер, {{name}}!',
  },
  ready: 'Готовы заключить больше сделок сегодня?',
  defaultName: 'Агент',
  practiceAreas: 'Направления практики',
  tiles: {
    chat: { title: 'Практика в чате', body: 'Работа с возражениями в переписке' },
    voice: { title: 'Голосовая практика', body: 'Тон и подача речи' },
    call: { title: 'Тренировка телефонных звонков', body: 'Реалистичные ролевые сценарии' },
    quiz: { title: 'Тест знаний', body: 'Проверьте экспертизу' },
  },
  accountMenu: 'Меню аккаунта',
  loadingDashboard: 'Загружаем вашу панель',
  menu: {
    quickChat: 'Быстрый чат',
    voicePractice: 'Голосовая практика',
    realisticTraining: 'Реалистичная тренировка',
    discAssessment: 'Оценка DISC',
    adminPanel: 'Панель администратора',
    settings: 'Настройки',
    language: 'Язык',
    logout: 'Выйти',
  },
  dailyChallenge: {
    title: 'Задание дня',
    streak: 'Серия дней: {{count}}',
    start: 'Начать задание',
  },
  stats: {
    title: 'Ваша статистика',
    streak: 'Серия дней',
    averageScore: 'Средний балл',
    sessions: 'Сессии',
    noScore: 'Пока нет оценок',
  },
  activity: {
    title: 'Недавняя активность',
    empty: 'Пока нет активности',
    emptyHint: 'Здесь появятся ваши чат-сессии, звонки и тесты с оценками.',
    emptyAction: 'Начать первую практику в чате',
    failed: 'Не удалось загрузить недавнюю активность.',
    kinds: { chat: 'Чат-сессия', call: 'Телефонный звонок', quiz: 'Тест' },
    score: 'Оценка {{score}}/100',
    unscored: 'Ещё не оценено',
  },
};
