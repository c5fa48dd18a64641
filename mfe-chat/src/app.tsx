import { chatTexts } from '@app/i18n/bundles/chat';
import { createRemoteApp } from '@app/shell-sdk/create-remote';
import { lazyScreenRoutes } from '@app/shell-sdk/lazy-screens';

const ChatRoutes = lazyScreenRoutes([
  { route: '/chat/history', opens: '/chat/history', load: () => import('./features/history/components/history-page').then((m) => ({ default: m.HistoryPage })) },
  { route: '/chat/sessions/:id', opens: '/chat/sessions/', load: () => import('./features/chat/components/session-page').then((m) => ({ default: m.SessionPage })) },
  { route: '/chat/*', opens: '/chat', load: () => import('./features/wizard/components/chat-wizard').then((m) => ({ default: m.ChatWizard })) },
]);

function ChatApp() {
  return (
    <div data-testid="mfe-chat">
      <ChatRoutes />
    </div>
  );
}

export default createRemoteApp('mfe_chat', ChatApp, chatTexts, { ready: ChatRoutes.ready });
