import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerPushHandlers } from './push-handlers';
import { registerRuntimeRoutes } from './routes';
import { sw, type SwScope } from './scope';

// InjectManifest looks for this exact expression and puts the build's precache list in its place.
declare const self: SwScope;

// Built to /sw.js by InjectManifest (packages/config/webpack/pwa.mjs).
sw.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The shell's own build: index.html, its scripts, the manifest, icons and the offline page.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/^utm_/, /^source$/] });
registerRuntimeRoutes();
registerPushHandlers();
