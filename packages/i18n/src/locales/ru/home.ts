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
    voice: { title: 'Голосовая тренировка с ИИ', body: 'Тон и подача речи' },
    call: { title: 'Практика звонков', body: 'Реалистичные ролевые сценарии' },
    quiz: { title: 'Тест знаний', body: 'Проверьте экспертизу' },
  },
  accountMenu: 'Меню аккаунта',
};
