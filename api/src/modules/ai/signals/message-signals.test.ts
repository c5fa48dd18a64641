import { describe, expect, it } from 'vitest';
import { analyzeMessage } from './message-signals';

describe('message signals', () => {
  it('when an English message asks, proves and closes, then each intent is detected', () => {
    const s = analyzeMessage('I understand. Comparable homes sold 5% higher last year. What matters most to you? Shall we book a viewing on Saturday at 11?');
    expect(s.hits.empathy).toContain('i understand');
    expect(s.numbers).toContain('5%');
    expect(s.openQuestions).toHaveLength(1);
    expect(s.cta).toEqual(['Shall we book a viewing on Saturday at 11?']);
    expect(s.hits.ctaTime).toContain('saturday');
  });

  it('when a message gives a meeting time, then the time is not counted as a figure', () => {
    expect(analyzeMessage("Let's meet on Saturday at 11.").numbers).toEqual([]);
    expect(analyzeMessage('Давайте встретимся в субботу в 11:00.').numbers).toEqual([]);
  });

  it('when a message is vague, hedged, filled and pushy, then those are detected', () => {
    const s = analyzeMessage("Um, I think it's kind of nice, you know, you must buy it now, don't miss it!");
    expect(s.hits.filler).toEqual(expect.arrayContaining(['um', 'you know']));
    expect(s.hits.hedge).toContain('i think');
    expect(s.hits.vague).toEqual(expect.arrayContaining(['kind of', 'nice']));
    expect(s.hits.pressure).toEqual(expect.arrayContaining(['you must', "don't miss"]));
  });

  it('when a Russian message is analysed, then the Russian lexicon applies', () => {
    const s = analyzeMessage('Понимаю вас. Аналогичные квартиры продались на 5% дороже. Что для вас важнее всего? Давайте назначим показ в четверг в 18:00?');
    expect(s.language).toBe('ru');
    expect(s.hits.empathy.length).toBeGreaterThan(0);
    expect(s.hits.evidence.length).toBeGreaterThan(0);
    expect(s.openQuestions).toHaveLength(1);
    expect(s.cta).toHaveLength(1);
  });

  it('when a Russian message has fillers and pressure, then they are found', () => {
    const s = analyzeMessage('Ну, типа квартира нормальная, берите сейчас, не упустите!');
    expect(s.hits.filler).toEqual(expect.arrayContaining(['ну', 'типа']));
    expect(s.hits.pressure).toEqual(expect.arrayContaining(['берите сейчас', 'не упустите']));
    expect(s.hits.vague).toContain('нормальная');
  });

  it('when the client mentions the price, then the price topic is found in both languages', () => {
    expect(analyzeMessage('The price seems too high.').topics).toContain('price');
    expect(analyzeMessage('Цена кажется высокой.').topics).toContain('price');
  });
});
