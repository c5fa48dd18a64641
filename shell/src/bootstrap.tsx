import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadSignedInScreens } from './app/lazy-screens';
import { captureInstallPrompt } from './lib/pwa/install-prompt';
import { registerServiceWorker } from './lib/pwa/register-service-worker';

// Spec 000 §7: unhandled promise rejections are logged and suppressed.
window.addEventListener('unhandledrejection', (event) => {
  console.error('unhandled rejection', event.reason);
  event.preventDefault();
});
captureInstallPrompt();
registerServiceWorker();
preloadSignedInScreens();

// A transition lets React render the first screen in small slices, so the page stays responsive.
const root = createRoot(document.getElementById('root')!);
startTransition(() => root.render(<App />));
