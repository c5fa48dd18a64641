import { describe, expect, it } from 'vitest';
import { afterSignIn } from './after-sign-in';

const origin = 'https://coach.example.com';

describe('afterSignIn', () => {
  it('when signing in on an auth screen, then the app opens at home', () => {
    for (const pathname of ['/login', '/register', '/verify-email', '/forgot-password', '/reset-password']) {
      expect(afterSignIn({ pathname, search: '?x=1' }, origin)).toBe('/');
    }
  });
  it('when a deep link showed the login page, then that page opens after sign-in', () => {
    expect(afterSignIn({ pathname: '/progress', search: '?tab=skills' }, origin)).toBe('/progress?tab=skills');
  });
  it('when the path would leave the site, then home instead (no open redirect)', () => {
    for (const pathname of ['//evil.example/steal', '/\\evil.example/steal', '/\\/evil.example', 'https://evil.example/', '//evil.example']) {
      expect(afterSignIn({ pathname, search: '' }, origin), pathname).toBe('/');
    }
  });
});
