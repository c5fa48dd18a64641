import { describe, expect, it } from 'vitest';
import { roleplayInputSchema, type DiscType, type Language } from '../ai-types';
import { openingLine } from './client-reply';
import { TEST_SCENARIO } from './test-support/run-conversation';

// Spec 000 §4: what each personality asks for in its first message.
const EXPECTED: Record<Language, Record<DiscType, RegExp[]>> = {
  en: { D: [/key benefits/i, /timeline/i], I: [/love to learn/i, /special/i], S: [/understand/i, /process/i], C: [/specifications/i, /market conditions/i] },
  ru: { D: [/ключевые выгоды/i, /сроки/i], I: [/узнать|любопытно/i, /особенн/i], S: [/понять|разобраться/i, /процесс/i], C: [/характеристики/i, /рын/i] },
};

const input = (personality: DiscType, language: Language, scenario = TEST_SCENARIO) =>
  roleplayInputSchema.parse({ scenario, personality, difficulty: 'medium', language });

describe('opening line', () => {
  it.each(['en', 'ru'] as const)('when a session starts in %s, then each personality opens with its own ask', (language) => {
    for (const personality of ['D', 'I', 'S', 'C'] as const) {
      const reply = openingLine(input(personality, language));
      for (const pattern of EXPECTED[language][personality]) expect(reply.text).toMatch(pattern);
      expect(reply).toMatchObject({ ended: false, outcome: 'ongoing' });
    }
  });

  it('when the same session opens twice, then the line is identical (seeded, not random)', () => {
    expect(openingLine(input('I', 'en')).text).toBe(openingLine(input('I', 'en')).text);
  });

  it('when the scenario has an initial message in the session language, then the client starts with it and adds the personality ask', () => {
    const scenario = { ...TEST_SCENARIO, initialMessage: 'I saw the three-bedroom on Oak Street.' };
    expect(openingLine(input('D', 'en', scenario)).text).toMatch(/^I saw the three-bedroom on Oak Street\. .*key benefits/);
    expect(openingLine(input('D', 'ru', scenario)).text).not.toContain('Oak Street');
  });

  it.each(['en', 'ru'] as const)('when a scenario message opens in %s, then it is one opening: one greeting and each personality ask once', (language) => {
    const initialMessage = language === 'en'
      ? 'Hi, we really like the apartment. We would like to offer 270. Can you put that to the seller today?'
      : 'Здравствуйте, нам очень понравилась квартира. Мы хотим предложить 270. Передадите продавцу сегодня?';
    const greetings = language === 'en' ? /\b(hi|hello|hey|good day)\b/gi : /(здравствуйте|привет|добрый день)/gi;
    for (const personality of ['D', 'I', 'S', 'C'] as const) {
      const text = openingLine(input(personality, language, { ...TEST_SCENARIO, initialMessage })).text;
      expect(text.startsWith(initialMessage)).toBe(true);
      expect(text.match(greetings)).toHaveLength(1);
      for (const pattern of EXPECTED[language][personality]) expect(text).toMatch(pattern);
    }
  });
});
