import type { Db } from '../../lib/db';
import type { EventBus } from '../../lib/events';
import type { Logger } from '../../lib/logger';
import type { AiEngine } from '../ai/ai-engine';
import { chatActivitySource } from './chat-activity';
import { createChatMessagesService } from './chat-messages.service';
import { createChatRepository } from './chat.repository';
import { chatRoutes } from './chat.routes';
import { createChatService } from './chat.service';
import { createProgressRepository } from './progress/progress.repository';
import { subscribeProgress } from './progress/progress.subscriber';

/** Chat practice wired together: its routes, its recent-activity source and the progress listener. */
export function chatModule({ db, ai, events, logger }: { db: Db; ai: AiEngine; events: EventBus; logger: Logger }) {
  const repo = createChatRepository(db);
  const sessions = createChatService(repo, { ai, events });
  const messages = createChatMessagesService(repo, { ai });
  subscribeProgress(events, createProgressRepository(db));
  return { router: chatRoutes(sessions, messages, logger), activitySource: chatActivitySource(repo) };
}
