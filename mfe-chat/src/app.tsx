import { Route, Routes } from 'react-router-dom';
import { chatTexts } from '@app/i18n/bundles/chat';
import { createRemoteApp } from '@app/shell-sdk/create-remote';
import { SessionPage } from './features/chat/components/session-page';
import { HistoryPage } from './features/history/components/history-page';
import { ChatWizard } from './features/wizard/components/chat-wizard';

function ChatApp() {
  return (
    <div data-testid="mfe-chat">
      <Routes>
        <Route path="/chat/history" element={<HistoryPage />} />
        <Route path="/chat/sessions/:id" element={<SessionPage />} />
        <Route path="/chat/*" element={<ChatWizard />} />
      </Routes>
    </div>
  );
}

export default createRemoteApp('mfe_chat', ChatApp, chatTexts);
