import { Route, Routes } from 'react-router-dom';
import { coachingTexts } from '@app/i18n/bundles/coaching';
import { createRemoteApp } from '@app/shell-sdk/create-remote';
import { CoachPage } from './features/coach/components/coach-page';
import { DiscAssessmentPage } from './features/disc-assessment/components/disc-assessment-page';
import { ProgressPage } from './features/progress/components/progress-page';

function CoachingProgressApp() {
  return (
    <Routes>
      <Route path="/coach/*" element={<CoachPage />} />
      <Route path="/progress/*" element={<ProgressPage />} />
      <Route path="/disc-assessment/*" element={<DiscAssessmentPage />} />
    </Routes>
  );
}

export default createRemoteApp('mfe_coaching_progress', CoachingProgressApp, coachingTexts);
