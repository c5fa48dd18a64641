import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadSignedInScreens } from './app/lazy-screens';
import { createQueryClient } from './app/query-client';
import { createShellI18n } from './lib/preferences';
import { captureInstallPrompt } from './lib/pwa/install-prompt';
import { registerServiceWorker } from './lib/pwa/register-service-worker';

// zod's compiled parsers need eval, which the app's Content-Security-Policy forbids, and its probe for
// them is reported as a CSP violation in the console. Every zod copy on the page (the shell's and each
// remote's) reads one config that zod keeps on globalThis: parse without compiled parsers from the start.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });

// Spec 000 §7: unhandled promise rejections are logged and suppressed.
window.addEventListener('unhandledrejection', (event) => {
  console.error('unhandled rejection', event.reason);
  event.preventDefault();
});
captureInstallPrompt();
registerServiceWorker();
const queryClient = createQueryClient();
// The signed-in screens' code and the user are asked for after the app's code has run, in tasks of
// their own (lazy-screens.ts).
setTimeout(() => void preloadSignedInScreens(queryClient), 0);

// The shell's texts are set up in a task of their own (i18next's init took 10-20 ms of the first
// render's first slice); then a transition lets React render the first screen in small slices, so
// the page stays responsive.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);
setTimeout(() => {
  const i18n = createShellI18n();
  setTimeout(() => startTransition(() => root.render(<App client={queryClient} i18n={i18n} />)), 0);
}, 0);
