// The federation runtime must negotiate shared modules before any of them is imported. Its own
// start-up and that negotiation run in separate tasks: yielding once here keeps either from
// blocking the page for long (Lighthouse's total blocking time).
//
// index.html's deferred scripts have installed the chunks of the shared libraries and of the app's
// start ("bootstrap"), but nothing of them has run. Imported by the app alone, every library would
// be evaluated with the app in one long task; here each runs in a task of its own, then the app.
const STEPS = [
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('i18next'),
  () => import('react-i18next'),
  () => import('@tanstack/react-query'),
  () => import('react-router-dom'),
  () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void STEPS.reduce<Promise<unknown>>(async (previous, step) => {
  await previous;
  await nextTask();
  return step();
}, Promise.resolve());
