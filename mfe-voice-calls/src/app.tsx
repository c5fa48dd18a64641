import { Route, Routes } from 'react-router-dom';
import { voiceTexts } from '@app/i18n/bundles/voice';
import { createRemoteApp } from '@app/shell-sdk/create-remote';
import { CallInsightsPage } from './features/call-insights/components/call-insights-page';
import { CallTrainingPage } from './features/call-training/components/call-training-page';
import { TrainingModePage } from './features/training-modes/components/training-mode-page';
import { VoiceScenariosPage } from './features/voice-practice/components/voice-scenarios-page';

function VoiceCallsApp() {
  return (
    <Routes>
      <Route path="/voice/*" element={<VoiceScenariosPage />} />
      <Route path="/voice-training/*" element={<CallTrainingPage />} />
      <Route path="/voice-call/*" element={<CallTrainingPage />} />
      <Route path="/voice-realistic/*" element={<TrainingModePage mode="realistic" />} />
      <Route path="/voice-advanced/*" element={<TrainingModePage mode="advanced" />} />
      <Route path="/call-insights/*" element={<CallInsightsPage />} />
    </Routes>
  );
}

export default createRemoteApp('mfe_voice_calls', VoiceCallsApp, voiceTexts);
