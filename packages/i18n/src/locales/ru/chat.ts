import type { chat as en } from '../en/chat';

export const chat: typeof en = {
  title: 'Практика в чате',
  chooseScenario: 'Выберите сценарий, чтобы потренироваться с ИИ-клиентом.',
};
