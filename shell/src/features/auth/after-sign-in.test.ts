import { describe, expect, it } from 'vitest';
import { afterSignIn } from './after-sign-in';

describe('afterSignIn', () => {
  it('when signing in on an auth screen, then the app opens at home', () => {
    for (const pathname of ['/login', '/register', '/verify-email']) expect(afterSignIn({ pathname, search: '?x=1' })).toBe('/');
  });
  it('when a deep link showed the login page, then that page opens after sign-in', () => {
    expect(afterSignIn({ pathname: '/progress', search: '?tab=skills' })).toBe('/progress?tab=skills');
  });
});
