import { describe, expect, it } from 'vitest';
import { feedbackInputSchema, type FeedbackInput } from '../ai-types';
import probes from './judge/probe-pairs.json';
import { messageFeedback } from './message-feedback';

const feedback = (input: FeedbackInput) => messageFeedback(feedbackInputSchema.parse(input));
const mean = (f: { confidence: number; clarity: number; value: number; cta: number }) => (f.confidence + f.clarity + f.value + f.cta) / 4;

const PRICE_LINE = 'The price seems too high for this area.';
const STRONG = 'I understand. Three similar homes on this street sold for between $410,000 and $435,000 in the last six months. Would you like me to walk you through the comparables on Thursday at 6 pm?';
const WEAK = "Um, I think it's kind of a good price, you should just buy it.";

describe('message feedback', () => {
  it('when the reply is strong, then it outscores a weak reply on every coached dimension', () => {
    const strong = feedback({ message: STRONG, clientLine: PRICE_LINE });
    const weak = feedback({ message: WEAK, clientLine: PRICE_LINE });
    for (const key of ['confidence', 'clarity', 'value', 'cta'] as const) expect(strong[key]).toBeGreaterThan(weak[key]);
    expect(mean(strong)).toBeGreaterThanOrEqual(75);
    expect(mean(weak)).toBeLessThan(40);
  });

  it('when the reply is weak, then suggestions quote the pressure, propose a better sentence on the client topic and call the close premature', () => {
    const f = feedback({ message: WEAK, clientLine: PRICE_LINE });
    expect(f.suggestions[0]).toContain('"you should just"');
    expect(f.suggestions.join(' ')).toMatch(/Try: ".*(price|sales).*"/);
    expect(f.suggestions.some((s) => s.includes('comes before the client\'s objection is settled'))).toBe(true);
  });

  it('when the reply ignores what the client asked, then the coach quotes the client and names the topic', () => {
    const f = feedback({ message: 'The kitchen is lovely and the garden gets afternoon sun.', clientLine: 'What are the fees on top of the price?' });
    expect(f.suggestions[0]).toMatch(/The client asked "What are the fees on top of the price\?" and your reply talks about other things instead\. Deal with the fees and costs first\. Try: ".+"/);
  });

  it('when the reply is strong, then strengths name what it did', () => {
    const f = feedback({ message: STRONG, clientLine: PRICE_LINE });
    expect(f.strengths.join(' ')).toMatch(/price/);
    expect(f.strengths.join(' ')).toMatch(/\$410,000/);
    expect(f.strengths.join(' ')).toMatch(/acknowledged the client/);
  });

  it('when the session is in Russian, then every text is in Russian', () => {
    const f = feedback({ language: 'ru', message: 'Ну цена нормальная, берите.', clientLine: 'Цена кажется слишком высокой.' });
    for (const text of [...f.strengths, ...f.suggestions, f.nextLevel]) expect(text).toMatch(/[а-яё]/i);
    expect(f.suggestions[0]).toContain('«берите»');
  });

  it('when the user writes English in a Russian session, then the coach still answers in Russian', () => {
    const f = feedback({ language: 'ru', message: 'Maybe it is nice, I guess.', clientLine: 'Is it quiet?' });
    expect(f.nextLevel).toMatch(/[а-я]/);
    expect(f.suggestions.join(' ')).toContain('«maybe»');
  });

  it('when the client is detail-oriented and gets no figures, then the coach says so', () => {
    const f = feedback({ message: 'It is a lovely home and you will be very happy there. Would you like to see it?', clientLine: 'Send me the specifications.', personality: 'C' });
    expect(f.suggestions.join(' ')).toMatch(/detail-oriented \(C\)/);
  });

  it('when there is a positive recording for the same scenario, then the coach quotes it', () => {
    const scenario = { id: 'price-negotiation', title: 'Price Negotiation' };
    const exemplars = [
      { scenario: 'price-negotiation', outcome: 'positive' as const, transcript: 'Client: Too expensive.\nAgent: I understand. Shall we look at the comparables together on Thursday at 6 pm?' },
      { scenario: 'price-negotiation', outcome: 'negative' as const, transcript: 'Agent: Just buy it, trust me, it is a good deal and you should book now.' },
      { scenario: 'first-time-buyer', outcome: 'positive' as const, transcript: 'Agent: Shall we book the mortgage advisor for Monday at 9?' },
    ];
    const f = feedback({ message: 'It is a fair price.', clientLine: PRICE_LINE, scenario, exemplars });
    expect(f.suggestions.join(' ')).toContain('In a successful call an agent said: "Shall we look at the comparables together on Thursday at 6 pm?"');
    expect(f.suggestions.join(' ')).not.toMatch(/Just buy it|mortgage advisor/);
  });

  it('when the same input is given twice, then the feedback is identical', () => {
    expect(feedback({ message: WEAK, clientLine: PRICE_LINE })).toEqual(feedback({ message: WEAK, clientLine: PRICE_LINE }));
  });
  it('when different clients ask different things, then the Try: lines differ, fit the topic and never promise a guarantee', () => {
    const lines = [
      ['What are the fees on top of the price?', 'It is nice.'],
      ['How long until I can move in?', 'Soon, I think.'],
      ['Has the roof ever leaked?', 'It is a lovely house.'],
      ['Is the area quiet at night?', 'Yes it is good.'],
      ['Why should I work with you and not another agent?', 'Because.'],
    ];
    const tries = lines.map(([clientLine, message]) => feedback({ message, clientLine }).suggestions.join(' ').match(/Try: "([^"]+)"/)?.[1]);
    expect(tries.every(Boolean)).toBe(true);
    expect(new Set(tries).size).toBe(lines.length);
    expect(tries.join(' ')).not.toMatch(/guarantee/i);
    expect(tries[0]).toMatch(/cost|charge|tax|fee/i);
  });

  it('when a strong reply is praised, then the praise quotes the agent\'s own words', () => {
    const f = feedback({ message: STRONG, clientLine: PRICE_LINE });
    expect(f.strengths.some((s) => s.includes('Three similar homes on this street sold'))).toBe(true);
  });
  it('when replies range from poor to strong, then the words never contradict the scores', () => {
    const cases = [
      ['ok', 'Is there parking?'],
      ['Whatever, take it or leave it.', 'The price is too high.'],
      ['It has a garage for two cars and a visitor space; the HOA covers snow clearing.', 'Is there parking?'],
      [STRONG, PRICE_LINE],
      ['Мне кажется, нормально всё.', 'Какие там налоги?'],
    ];
    for (const [message, clientLine] of cases) {
      const f = feedback({ message, clientLine, language: /[а-я]/i.test(message) ? 'ru' : 'en' });
      const m = mean(f);
      if (m < 70) expect(f.suggestions.join(' ')).not.toMatch(/solid answer|answered .* well|Well judged|Good handling|Хороший ответ|Уместный ответ/);
      if (m < 50) expect(f.strengths).toEqual([]);
      expect(f.suggestions.length).toBeGreaterThan(0);
    }
  });
  it('when many different exchanges are coached, then no text carries a hole (undefined, NaN or an empty quote)', () => {
    for (const p of probes) {
      for (const message of [p.weak, p.strong]) {
        const f = feedback({ message, clientLine: p.clientLine, language: p.language as 'en' | 'ru' });
        const text = [...f.strengths, ...f.suggestions, f.nextLevel].join(' ');
        expect(text).not.toMatch(/undefined|NaN|""|«»/);
      }
    }
  });
});
