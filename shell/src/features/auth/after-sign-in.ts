const AUTH_PATHS = ['/login', '/register', '/verify-email'];

/** Spec 000 §4 reloads the page: a deep link opened while signed out opens after sign-in; auth screens lead home. */
export function afterSignIn(location: { pathname: string; search: string }): string {
  return AUTH_PATHS.includes(location.pathname) ? '/' : `${location.pathname}${location.search}`;
}
