import { describe, expect, it } from 'vitest';
import { CRITERION_CHECKS } from '@app/contracts/scorecards';
import { judgeCard } from './judge-card';

const criteria = CRITERION_CHECKS.map((check) => ({ id: check, title: check, description: '', weight: 1, check }));
const status = (out: ReturnType<typeof judgeCard>, id: string) => out.find((c) => c.id === id)!;

const strong = [
  { id: 1, isAgent: false, content: 'Hello, is the townhouse on Maple Close still available? We have two kids and a big dog.' },
  { id: 2, isAgent: true, content: 'Yes, it is still available, and the garden is fully fenced. What matters most to your family in the next home?' },
  { id: 3, isAgent: false, content: 'Space for the kids and a garden. But the price seems high for this area.' },
  { id: 4, isAgent: true, content: 'I understand why that matters. Three similar homes on this street sold for $540,000 to $565,000 this year, so the asking price of $549,000 sits in the middle. What budget are you working with, and when do you need to move?' },
  { id: 5, isAgent: false, content: 'Around 550, and we need to move before September.' },
  { id: 6, isAgent: true, content: 'That fits. Would Saturday at 11 am suit you for a viewing?' },
];
const weak = [
  { id: 1, isAgent: false, content: 'Hello, is the townhouse on Maple Close still available? We have two kids and a big dog.' },
  { id: 2, isAgent: true, content: 'It is an amazing home, best deal in town!' },
  { id: 3, isAgent: false, content: 'But the price seems high for this area.' },
  { id: 4, isAgent: true, content: 'You need to decide today, other buyers are waiting.' },
];

describe('the embedded coach scores a conversation on a card', () => {
  it('when the agent asks first, answers the objection with figures, asks budget and timing and books a timed viewing, then every mapped criterion is met and quotes the agent', () => {
    const out = judgeCard({ language: 'en', criteria, messages: strong });
    for (const id of ['discovery', 'budget-timeline', 'objection', 'next-step', 'empathy', 'evidence', 'tone']) expect(status(out, id).status, id).toBe('met');
    expect(status(out, 'discovery')).toMatchObject({ evidence: 'What matters most to your family in the next home?', messageId: 2, betterLine: null });
    expect(status(out, 'next-step')).toMatchObject({ evidence: 'Would Saturday at 11 am suit you for a viewing?', messageId: 6 });
    expect(status(out, 'objection').evidence).toContain('$540,000');
    for (const c of out) if (c.evidence) expect(strong.find((m) => m.id === c.messageId)!.content).toContain(c.evidence);
  });

  it('when the agent pitches, dodges the objection and pushes, then the criteria are missed with a better line for this conversation', () => {
    const out = judgeCard({ language: 'en', criteria, messages: weak });
    for (const id of ['discovery', 'budget-timeline', 'objection', 'empathy']) {
      expect(status(out, id).status, id).toBe('missed');
      expect(status(out, id).betterLine, id).toBeTruthy();
    }
    expect(status(out, 'discovery').betterLine).toContain('Maple Close');
    expect(status(out, 'tone')).toMatchObject({ status: 'partial', messageId: 4 });
    expect(status(out, 'tone').evidence).toContain('decide today');
  });

  it('when a criterion has no check, then the embedded coach leaves it unjudged', () => {
    const out = judgeCard({ language: 'en', criteria: [{ id: 'x', title: 'Mentions the school catchment', description: '', weight: 2, check: null }], messages: strong });
    expect(out).toEqual([{ id: 'x', status: 'unjudged', evidence: null, messageId: null, betterLine: null }]);
  });

  it('when the session is in Russian, then evidence and better lines are Russian', () => {
    const out = judgeCard({
      language: 'ru',
      criteria,
      messages: [
        { id: 1, isAgent: false, content: 'Здравствуйте, таунхаус на Кленовой улице ещё продаётся? У нас двое детей и большая собака.' },
        { id: 2, isAgent: true, content: 'Да, продаётся. Какой бюджет вы рассматриваете и когда планируете переезд?' },
      ],
    });
    expect(status(out, 'budget-timeline')).toMatchObject({ status: 'met', messageId: 2 });
    expect(status(out, 'next-step').betterLine).toMatch(/просмотр/);
  });
});
