import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { chatTexts } from '@app/i18n/bundles/chat';
import { createRemoteApp } from '@app/shell-sdk/create-remote';

// Each screen is a chunk of its own, so opening one evaluates only its code; the screen being
// opened starts loading with this module, while the shell is still checking the user.
const history = () => import('./features/history/components/history-page').then((m) => ({ default: m.HistoryPage }));
const session = () => import('./features/chat/components/session-page').then((m) => ({ default: m.SessionPage }));
const wizard = () => import('./features/wizard/components/chat-wizard').then((m) => ({ default: m.ChatWizard }));
const HistoryPage = lazy(history);
const SessionPage = lazy(session);
const ChatWizard = lazy(wizard);

if (typeof window !== 'undefined') {
  const path = window.location.pathname;
  if (path.startsWith('/chat/history')) void history();
  else if (path.startsWith('/chat/sessions/')) void session();
  else if (path.startsWith('/chat')) void wizard();
}

function ChatApp() {
  return (
    <div data-testid="mfe-chat">
      <Suspense fallback={null}>
        <Routes>
          <Route path="/chat/history" element={<HistoryPage />} />
          <Route path="/chat/sessions/:id" element={<SessionPage />} />
          <Route path="/chat/*" element={<ChatWizard />} />
        </Routes>
      </Suspense>
    </div>
  );
}

export default createRemoteApp('mfe_chat', ChatApp, chatTexts);
