/**
 * Whether `pathname` is the page `path` or one under it: "/progress/stats" is under "/progress",
 * "/progressive" is not. A `path` ending in "/" matches only what is under it ("/chat/sessions/4").
 */
export function isUnder(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
}
