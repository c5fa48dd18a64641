import { coachingTexts } from '@app/i18n/bundles/coaching';
import { createRemoteApp } from '@app/shell-sdk/create-remote';
import { lazyScreenRoutes } from '@app/shell-sdk/lazy-screens';

// One chunk per screen: a first visit to /progress used to run the coach's and the DISC test's too.
const CoachingProgressApp = lazyScreenRoutes([
  { route: '/coach/*', opens: '/coach', load: () => import('./features/coach/components/coach-page').then((m) => ({ default: m.CoachPage })) },
  { route: '/progress/*', opens: '/progress', load: () => import('./features/progress/components/progress-page').then((m) => ({ default: m.ProgressPage })) },
  { route: '/disc-assessment/*', opens: '/disc-assessment', load: () => import('./features/disc-assessment/components/disc-assessment-page').then((m) => ({ default: m.DiscAssessmentPage })) },
]);

export default createRemoteApp('mfe_coaching_progress', CoachingProgressApp, coachingTexts, { ready: CoachingProgressApp.ready });
