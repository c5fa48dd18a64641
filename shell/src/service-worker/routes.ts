import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { sw } from './scope';

export const CACHES = { pages: 'pages', api: 'api', remotes: 'remotes', assets: 'assets' } as const;

const sameOrigin = (url: URL) => url.origin === sw.location.origin;
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

/** Runtime caching: what the precache (the shell's own build) does not hold. */
export function registerRuntimeRoutes(): void {
  // Screens: the network first; a screen opened before comes from the cache when offline.
  registerRoute(
    ({ request }) => request.mode === 'navigate',
    new NetworkFirst({ cacheName: CACHES.pages, networkTimeoutSeconds: 4, plugins: [new ExpirationPlugin({ maxEntries: 50 })] }),
  );
  // API reads: fresh when online, the last answer when offline. Writes are never cached.
  registerRoute(
    ({ url, request }) => sameOrigin(url) && url.pathname.startsWith('/api/') && request.method === 'GET',
    new NetworkFirst({ cacheName: CACHES.api, networkTimeoutSeconds: 6, plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
  );
  // Where remotes live and their entry files change on every deploy of that remote.
  registerRoute(
    ({ url }) => sameOrigin(url) && (url.pathname === '/mfe-manifest.json' || (url.pathname.startsWith('/mfe/') && !HASHED.test(url.pathname))),
    new NetworkFirst({ cacheName: CACHES.remotes, networkTimeoutSeconds: 6 }),
  );
  // Hashed chunks (remotes' code) never change: cache first.
  registerRoute(
    ({ url }) => sameOrigin(url) && HASHED.test(url.pathname),
    new CacheFirst({ cacheName: CACHES.assets, plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60 })] }),
  );

  // Offline and never seen: a signed-in user gets the app shell (it runs on cached answers),
  // anyone else the offline page (sign-in cannot work without the network).
  setCatchHandler(async ({ request }) => {
    if (request.destination !== 'document') return Response.error();
    const signedIn = await caches.open(CACHES.api).then((cache) => cache.match('/api/auth/user'));
    const page = signedIn ? await matchPrecache('/index.html') : undefined;
    return page ?? (await matchPrecache('/offline.html')) ?? Response.error();
  });
}
