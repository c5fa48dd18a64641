import { Route, Routes } from 'react-router-dom';
import { createRemoteApp } from '@app/shell-sdk/create-remote';
import { ScenarioStep } from './features/scenarios/components/scenario-step';

function ChatApp() {
  return (
    <Routes>
      <Route path="/chat/*" element={<ScenarioStep />} />
    </Routes>
  );
}

export default createRemoteApp('mfe_chat', ChatApp);
