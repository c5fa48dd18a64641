const AUTH_PATHS = ['/login', '/register', '/verify-email', '/forgot-password', '/reset-password'];

/**
 * Spec 000 §4 reloads the page: a deep link opened while signed out opens after sign-in; auth
 * screens lead home. Only a path of this app is kept: "//evil.example" or "/\evil.example" would
 * leave the site, so anything that does not stay on this origin leads home too.
 */
export function afterSignIn(location: { pathname: string; search: string }, origin = globalThis.location?.origin ?? 'http://localhost'): string {
  if (AUTH_PATHS.includes(location.pathname)) return '/';
  const target = `${location.pathname}${location.search}`;
  if (!target.startsWith('/') || /^\/[/\\]/.test(target)) return '/';
  try {
    const url = new URL(target, origin);
    return url.origin === origin ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}
