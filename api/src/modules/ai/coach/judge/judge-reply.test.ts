import { describe, expect, it } from 'vitest';
import { judgeReply } from './judge-reply';
import { scoreJudgments } from './score-judgments';

const judge = (message: string, clientLine?: string, session: 'en' | 'ru' = 'en') => judgeReply({ message, clientLine, session });
const types = (message: string, session: 'en' | 'ru' = 'en') => judge(message, undefined, session).questions.map((q) => q.type);
const mean = (s: { confidence: number; clarity: number; value: number; cta: number }) => (s.confidence + s.clarity + s.value + s.cta) / 4;

describe('question types', () => {
  it('when English questions open, close or lead, then each is told apart', () => {
    expect(types('What would make this move feel right for your family?')).toEqual(['open']);
    expect(types('Is Thursday evening good for you?')).toEqual(['closed']);
    expect(types("Don't you agree the garden is worth it?")).toEqual(['leading']);
    expect(types("You'd be fine with Thursday, right?")).toEqual(['leading']);
    expect(types('How about Saturday at ten?')).toEqual(['closed']);
  });

  it('when Russian questions open, close or lead, then each is told apart', () => {
    expect(types('Что для вас важнее всего в новом районе?', 'ru')).toEqual(['open']);
    expect(types('Вам удобно в четверг вечером?', 'ru')).toEqual(['closed']);
    expect(types('Вы же согласны, что вид того стоит?', 'ru')).toEqual(['leading']);
    expect(types('Вам ведь удобно в субботу?', 'ru')).toEqual(['leading']);
    expect(types('Что же вас смущает больше всего?', 'ru')).toEqual(['open']);
  });
});

describe('next step', () => {
  it('when a close follows an objection that was not dealt with, then it is premature and scores below a reply that answers first', () => {
    const line = 'Honestly the service charge looks far too high to me.';
    const close = judge("Let's sign the reservation today so you don't lose it.", line);
    const answered = judge('I understand. The £1,900 a year covers the lift, the concierge and building insurance, and it rose 2% last year. Shall I send you the last three years of accounts?', line);
    expect(close.step?.fit).toBe('premature');
    expect(answered.addressed).toBe('yes');
    expect(answered.step?.fit).toBe('fitting');
    expect(scoreJudgments(answered).cta).toBeGreaterThan(scoreJudgments(close).cta);
    expect(mean(scoreJudgments(answered))).toBeGreaterThan(mean(scoreJudgments(close)) + 15);
  });

  it('when a day is only mentioned in passing or the reply asks about the weather, then there is no next step and little call to action', () => {
    expect(judge('I walked past it on Monday and the street was busy.', 'Is it noisy?').step).toBeNull();
    const weather = judge('What is the weather like today?');
    expect(weather.step).toBeNull();
    expect(weather.offTopic).toBe(true);
    expect(scoreJudgments(weather).cta).toBeLessThan(40);
  });
});

describe('substance', () => {
  it('when the figures do not measure what the client asked, then they are not counted as an answer', () => {
    const j = judge('We have 100,000 happy clients, see pages 3, 7 of our brochure!', 'How much is the council tax on this flat?');
    expect(j.addressed).toBe('no');
    expect(j.figures.relevant).toEqual([]);
    const answered = judge('Council tax is band C here, about £1,750 a year.', 'How much is the council tax on this flat?');
    expect(answered.addressed).toBe('yes');
    expect(answered.figures.relevant.map((f) => f.kind)).toContain('money');
  });

  it('when a question about a defect is answered with enthusiasm, then the reply is evasive and scores below a factual one', () => {
    const line = 'Has the basement ever flooded?';
    const evasive = judge('You will love the open-plan kitchen and the sunny terrace, it is a stunning home!', line);
    const factual = judge('Yes, once, in 2019. The seller fitted a sump pump afterwards and I can send you the invoice and the survey.', line);
    expect(evasive.evasive).toBe(true);
    expect(factual.addressed).toBe('yes');
    expect(mean(scoreJudgments(factual))).toBeGreaterThan(mean(scoreJudgments(evasive)));
  });

  it('when one selling word is repeated, then it reads as stuffing and costs value', () => {
    const j = judge('Amazing location, amazing views, amazing price, truly amazing!', 'What is the area like?');
    expect(j.stuffing).toBe('amazing');
    expect(scoreJudgments(j).value).toBeLessThan(40);
  });
});

describe('caution, tone and language', () => {
  it('when caution is honest, then it is not counted as a vague hedge; when it is vague, it is', () => {
    expect(judge('Rates may change next year, so I would plan the payment at today\'s rate.', 'Will rates drop?').caution).toMatchObject({ vague: [] });
    expect(judge('Maybe it is kind of ok, I guess.', 'Is the roof in good shape?').caution.vague.length).toBeGreaterThan(0);
    expect(judge('Никто не знает, что будет со ставками, поэтому считайте платёж по сегодняшней.', 'Ставки упадут?', 'ru').caution.vague).toEqual([]);
  });

  it('when certainty is claimed about what nobody can know, then it is an overclaim', () => {
    expect(judge('100%, the bank will approve you, nothing to worry about.', 'Will the bank approve my loan?').overclaim).not.toBeNull();
    expect(judge('Точно одобрят, не переживайте.', 'Банк одобрит ипотеку?', 'ru').overclaim).not.toBeNull();
  });

  it('when the reply talks down to the client, then condescension is found and confidence falls', () => {
    const j = judge("As I already explained, it's really not complicated: the deposit is 10%.", 'How much deposit do I need?');
    expect(j.tone.condescending.length).toBeGreaterThan(0);
    expect(scoreJudgments(j).confidence).toBeLessThan(scoreJudgments(judge('The deposit is 10%, so £32,000 on this price.', 'How much deposit do I need?')).confidence);
    expect(judge('Как я уже объяснял, это элементарно.', 'Что такое задаток?', 'ru').tone.condescending.length).toBeGreaterThan(0);
  });

  it('when the reply is in the other language, then it is flagged and scores low whatever its content', () => {
    const j = judge('Comparable flats here sold for 3-5% more last year; shall we review the data on Friday?', 'Квартиры тут дорожают?', 'ru');
    expect(j.language).toBe('en');
    expect(j.session).toBe('ru');
    expect(mean(scoreJudgments(j))).toBeLessThan(50);
  });
});
