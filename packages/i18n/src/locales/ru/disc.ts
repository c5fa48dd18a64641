import type { disc as en } from '../en/disc';

export const disc: typeof en = {
  styles: { D: 'Доминирующий', I: 'Влияющий', S: 'Стабильный', C: 'Добросовестный' },
  traits: { D: 'Доминирование', I: 'Влияние', S: 'Стабильность', C: 'Добросовестность' },
};
