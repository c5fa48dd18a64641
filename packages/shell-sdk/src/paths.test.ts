import { describe, expect, it } from 'vitest';
import { isUnder } from './paths';

describe('isUnder', () => {
  it('when the path is the page itself or a page below it, then it is under', () => {
    expect(isUnder('/progress', '/progress')).toBe(true);
    expect(isUnder('/progress/stats', '/progress')).toBe(true);
    expect(isUnder('/chat/sessions/4', '/chat/sessions/')).toBe(true);
  });
  it('when the path only shares letters with the page, or is the parent of a path ending in "/", then it is not', () => {
    expect(isUnder('/progressive', '/progress')).toBe(false);
    expect(isUnder('/chat', '/chat/sessions/')).toBe(false);
    expect(isUnder('/', '/chat')).toBe(false);
  });
});
