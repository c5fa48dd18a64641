import type { admin as en } from '../en/admin';

export const admin: typeof en = {
  backToDashboard: 'Назад на главную',
  backHome: 'На главную',
  panel: {
    title: 'Панель администратора',
    subtitle: 'Управление пользователями и вопросами тестов',
    tabsLabel: 'Разделы администрирования',
    tabs: { questions: 'Управление вопросами', users: 'Управление пользователями' },
  },
  questions: {
    title: 'База вопросов',
    subtitle: 'Управляйте вопросами тестов по категориям',
    categoriesTitle: 'Категории',
    categories: {
      propertyBasics: 'Основы недвижимости',
      marketAnalysis: 'Анализ рынка',
      clientHandling: 'Работа с клиентами',
      legalCompliance: 'Право и комплаенс',
    },
    difficultyTitle: 'Сложность и баллы',
    difficulty: { beginner: 'Начальный', intermediate: 'Средний', advanced: 'Продвинутый' },
    points: '{{n}} баллов',
  },
  users: {
    title: 'Управление пользователями',
    subtitle: 'Агенты и администраторы и их активность в тестах.',
    caption: 'Пользователи',
    columns: {
      user: 'Пользователь',
      role: 'Роль',
      quizzes: 'Тесты',
      avgScore: 'Средний балл',
      streak: 'Серия',
      joined: 'Регистрация',
      actions: 'Действия',
    },
  },
  knowledgeBase: {
    title: 'База знаний',
    subtitle: 'Тренировочные сценарии и материалы коучинга для всех агентов.',
    tabsLabel: 'Разделы базы знаний',
    tabs: { scenarios: 'Сценарии', phrases: 'Фразы коучинга', analytics: 'Аналитика' },
    scenariosEmpty: 'Сценариев пока нет',
    scenariosEmptyBody: 'Сценарии из базы знаний становятся практикой в чате для всех агентов.',
    phrasesLink: 'Открыть банк фраз',
  },
  upload: {
    title: 'Загрузка обучающих данных',
    subtitle: 'Записи реальных звонков учат ИИ-клиентов говорить как ваш рынок.',
    single: {
      title: 'Добавить одну запись',
    },
    bulk: {
      title: 'Массовая загрузка JSON',
      body: 'Загрузите сразу много записей списком в формате JSON. Один объект тоже подойдёт.',
      formatLabel: 'Требуемый формат',
      exampleTranscript: 'Агент: Доброе утро, чем могу помочь? Клиент: Ищу двухкомнатную квартиру недалеко от центра.',
      exampleNotes: 'Клиент записался на показ в субботу',
    },
  },
  content: {
    untranslated: 'EN',
    untranslatedLabel: 'Перевода пока нет: показан английский текст',
    secondLanguage: 'Текст на русском (необязательно)',
    secondLanguageHint: 'Пользователи с русским языком читают эти тексты; вместо пустого поля показывается английский текст.',
    inRussian: '{{label}} (на русском)',
  },
};
