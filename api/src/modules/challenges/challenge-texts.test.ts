import { describe, expect, it } from 'vitest';
import { localizeChallenge } from './challenge-texts';

const row = {
  id: 1,
  title: 'Off-Plan Inquiry',
  description: 'A cautious buyer.',
  scenario: 'She fears delays.',
  initialMessage: 'Is it safe?',
  clientType: 'Buyer',
  expectedResponse: null,
  tips: '["Be honest"]',
  translations: JSON.stringify({ ru: { title: 'Запрос по новостройке', initialMessage: 'Это надёжно?', tips: ['Будьте честны'] } }),
};

describe('localizeChallenge', () => {
  it('when a translation exists for the language, then its fields replace the written ones', () => {
    const ru = localizeChallenge(row, 'ru');
    expect(ru).toMatchObject({ title: 'Запрос по новостройке', initialMessage: 'Это надёжно?', tips: ['Будьте честны'] });
  });
  it('when a field is not translated, then the written text stays', () => {
    expect(localizeChallenge(row, 'ru').description).toBe('A cautious buyer.');
  });
  it('when there is no translation or it is malformed, then the texts are as written', () => {
    expect(localizeChallenge(row, 'en')).toMatchObject({ title: 'Off-Plan Inquiry', tips: ['Be honest'] });
    expect(localizeChallenge({ ...row, translations: '{nope' }, 'ru').title).toBe('Off-Plan Inquiry');
  });
});
