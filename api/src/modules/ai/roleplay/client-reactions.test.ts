import { describe, expect, it } from 'vitest';
import { roleplayInputSchema, type DiscType } from '../ai-types';
import { clientReply } from './client-reply';
import { RULES } from './client-state';
import { TEST_SCENARIO } from './test-support/run-conversation';

const replyTo = (personality: DiscType, message: string, language: 'en' | 'ru' = 'en') =>
  clientReply(roleplayInputSchema.parse({
    scenario: TEST_SCENARIO, personality, difficulty: 'medium', language,
    history: [{ isAgent: false, content: 'Hello.' }, { isAgent: true, content: message }],
  }));

const EVIDENCE = 'Comparable homes on this street sold 6% higher last year, and this one is 90 square metres with a renovated kitchen, so it protects your investment.';
const VAGUE = "It's kind of nice, lots of good stuff, you know.";
const PUSHY = 'You must buy now, last chance, someone else will take it!';

describe('client reactions', () => {
  it.each(['D', 'I', 'S', 'C'] as const)('when a %s client hears evidence and value, then it warms up; vagueness and pressure cool it down', (p) => {
    const start = RULES.medium.start;
    expect(replyTo(p, EVIDENCE).interest).toBeGreaterThan(start);
    expect(replyTo(p, VAGUE).interest).toBeLessThan(start);
    expect(replyTo(p, PUSHY).interest).toBeLessThan(replyTo(p, VAGUE).interest);
  });

  it('when a steady client is pressured, then it says so in its own words', () => {
    expect(replyTo('S', PUSHY).text).toMatch(/rush|pressure|uncomfortable|pushed/i);
    expect(replyTo('S', 'Вы должны брать сейчас, не упустите!', 'ru').text).toMatch(/давлен|торопят|неуютно|давят/i);
  });

  it('when a detail-oriented client hears adjectives, then it asks for figures', () => {
    expect(replyTo('C', VAGUE).text).toMatch(/figures|numbers|precise|data|source/i);
  });

  it('when the client agreed to a next step, then any later message gets a closing line and the session stays ended', () => {
    const history = [
      { isAgent: false, content: 'Hello.' },
      { isAgent: true, content: 'Great to meet you! What matters most to you in a new home?' },
      { isAgent: false, content: 'A garden.' },
      { isAgent: true, content: 'This home has a 200 square metre garden and schools nearby, sold 5% under comparable homes. Shall we book a viewing on Saturday at 11?' },
    ];
    const input = roleplayInputSchema.parse({ scenario: TEST_SCENARIO, personality: 'I', difficulty: 'easy', history });
    const agreed = clientReply(input);
    expect(agreed.outcome).toBe('next-step');
    const after = clientReply({ ...input, history: [...history, { isAgent: false, content: agreed.text }, { isAgent: true, content: 'Thanks!' }] });
    expect(after).toMatchObject({ ended: true, outcome: 'next-step' });
    expect(after.text).not.toBe(agreed.text);
  });
});
