/// <reference lib="webworker" />
import type { PrecacheEntry } from 'workbox-precaching';

export type SwScope = ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** The worker's global scope, typed. */
export const sw = self as unknown as SwScope;
