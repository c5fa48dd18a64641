import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { chatTexts } from '@app/i18n/bundles/chat';
import { createRemoteApp } from '@app/shell-sdk/create-remote';
import { lazyScreens } from '@app/shell-sdk/lazy-screens';

const screens = lazyScreens({
  '/chat/history': () => import('./features/history/components/history-page').then((m) => ({ default: m.HistoryPage })),
  '/chat/sessions/': () => import('./features/chat/components/session-page').then((m) => ({ default: m.SessionPage })),
  '/chat': () => import('./features/wizard/components/chat-wizard').then((m) => ({ default: m.ChatWizard })),
});
const HistoryPage = screens['/chat/history'];
const SessionPage = screens['/chat/sessions/'];
const ChatWizard = screens['/chat'];

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
