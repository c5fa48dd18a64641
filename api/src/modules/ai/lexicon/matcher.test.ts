import { describe, expect, it } from 'vitest';
import { compileLexicon, hasMatch, matchAll } from './matcher';

describe('lexicon matcher', () => {
  it('when an entry is a phrase, then it matches whole words only', () => {
    const re = compileLexicon(['shall we', 'book']);
    expect(matchAll(re, 'shall we book it?')).toEqual(['shall we', 'book']);
    expect(hasMatch(re, 'the bookshelf')).toBe(false);
  });

  it('when an entry is a stem, then Russian endings match and word boundaries hold for Cyrillic', () => {
    const re = compileLexicon(['выгод*', 'доп* расход*']);
    expect(matchAll(re, 'это выгодно и без доплат, дополнительные расходы нулевые')).toEqual(['выгодно', 'дополнительные расходы']);
    expect(hasMatch(re, 'невыгодно')).toBe(false);
  });

  it('when an entry is a raw pattern, then position rules apply', () => {
    const re = compileLexicon(['re:like(?=,)']);
    expect(matchAll(re, 'it is, like, great')).toEqual(['like']);
    expect(hasMatch(re, 'i like it')).toBe(false);
  });

  it('when a longer entry shares a prefix, then the longer one wins', () => {
    expect(matchAll(compileLexicon(['book', 'book a viewing']), 'book a viewing')).toEqual(['book a viewing']);
  });
});
