import { Route, Routes } from 'react-router-dom';
import { voiceTexts } from '@app/i18n/bundles/voice';
import { createRemoteApp } from '@app/shell-sdk/create-remote';
import { CallInsightsPage } from './features/call-insights/components/call-insights-page';
import { CallTrainingPage } from './features/call-training/components/call-training-page';
import { VoiceScenariosPage } from './features/voice-practice/components/voice-scenarios-page';

// /voice-call, /voice-realistic and /voice-advanced open the call screen with their own preset client.
function VoiceCallsApp() {
  return (
    <Routes>
      <Route path="/voice/*" element={<VoiceScenariosPage />} />
      {['/voice-training/*', '/voice-call/*', '/voice-realistic/*', '/voice-advanced/*'].map((path) => (
        // Keyed by route: moving between the variants starts the page afresh with that variant's preset.
        <Route key={path} path={path} element={<CallTrainingPage key={path} />} />
      ))}
      <Route path="/call-insights/*" element={<CallInsightsPage />} />
    </Routes>
  );
}

export default createRemoteApp('mfe_voice_calls', VoiceCallsApp, voiceTexts);
