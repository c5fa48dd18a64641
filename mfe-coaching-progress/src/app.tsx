import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { coachingTexts } from '@app/i18n/bundles/coaching';
import { createRemoteApp } from '@app/shell-sdk/create-remote';

// Each screen is a chunk of its own, so opening one evaluates only its code (a first visit to
// /progress ran the coach's and the DISC test's too). The screen being opened starts loading with
// this module, while the shell is still checking the user.
const screens = {
  '/coach': () => import('./features/coach/components/coach-page').then((m) => ({ default: m.CoachPage })),
  '/progress': () => import('./features/progress/components/progress-page').then((m) => ({ default: m.ProgressPage })),
  '/disc-assessment': () => import('./features/disc-assessment/components/disc-assessment-page').then((m) => ({ default: m.DiscAssessmentPage })),
};
const CoachPage = lazy(screens['/coach']);
const ProgressPage = lazy(screens['/progress']);
const DiscAssessmentPage = lazy(screens['/disc-assessment']);

if (typeof window !== 'undefined') {
  const opening = Object.entries(screens).find(([path]) => window.location.pathname.startsWith(path));
  if (opening) void opening[1]();
}

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
