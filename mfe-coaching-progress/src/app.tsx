import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { coachingTexts } from '@app/i18n/bundles/coaching';
import { createRemoteApp } from '@app/shell-sdk/create-remote';
import { lazyScreens } from '@app/shell-sdk/lazy-screens';

// One chunk per screen: a first visit to /progress used to run the coach's and the DISC test's too.
const screens = lazyScreens({
  '/coach': () => import('./features/coach/components/coach-page').then((m) => ({ default: m.CoachPage })),
  '/progress': () => import('./features/progress/components/progress-page').then((m) => ({ default: m.ProgressPage })),
  '/disc-assessment': () => import('./features/disc-assessment/components/disc-assessment-page').then((m) => ({ default: m.DiscAssessmentPage })),
});
const CoachPage = screens['/coach'];
const ProgressPage = screens['/progress'];
const DiscAssessmentPage = screens['/disc-assessment'];

function CoachingProgressApp() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/coach/*" element={<CoachPage />} />
        <Route path="/progress/*" element={<ProgressPage />} />
        <Route path="/disc-assessment/*" element={<DiscAssessmentPage />} />
      </Routes>
    </Suspense>
  );
}

export default createRemoteApp('mfe_coaching_progress', CoachingProgressApp, coachingTexts);
