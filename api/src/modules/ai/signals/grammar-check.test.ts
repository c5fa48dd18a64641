import { describe, expect, it } from 'vitest';
import { splitSentences } from '../text/normalize';
import { checkGrammar } from './grammar-check';

const check = (text: string, language: 'en' | 'ru' = 'en') => checkGrammar(text, splitSentences(text), language);

describe('grammar check', () => {
  it('when a message is clean, then there are no issues', () => {
    expect(check('I will send you the report today. Shall we meet on Friday?')).toEqual([]);
  });

  it('when English has common errors, then each is reported with a fix where one exists', () => {
    const kinds = check('i could of sent it alot earlier and and it was fine').map((i) => i.fix ?? i.kind);
    expect(kinds).toEqual(expect.arrayContaining(['could have', 'a lot', 'capital', 'punctuation', 'I', 'repeated']));
  });

  it('when Russian misses a comma before "чтобы" or misspells a word, then it is reported', () => {
    const issues = check('Я позвоню вам завтра чтобы обсудить детали. Извените за задержку.', 'ru');
    expect(issues.map((i) => i.kind)).toEqual(expect.arrayContaining(['comma', 'misspelling']));
  });
});
