import type { Db } from '../../lib/db';
import type { EventBus } from '../../lib/events';
import type { Logger } from '../../lib/logger';
import type { AiEngine } from '../ai/ai-engine';
import { chatActivitySource } from './chat-activity';
import { createChatMessagesService } from './chat-messages.service';
import { createChatRepository } from './chat.repository';
import { chatRoutes, type ChatLimits } from './chat.routes';
import { createChatService } from './chat.service';

/** Chat practice wired together: its routes, its recent-activity source (finished sessions go to the progress engine as `activity.completed`). */
export function chatModule({ db, ai, events, logger, limits }: { db: Db; ai: AiEngine; events: EventBus; logger: Logger; limits: ChatLimits }) {
  const repo = createChatRepository(db);
  const sessions = createChatService(repo, { ai, events });
  const messages = createChatMessagesService(repo, { ai });
  return { router: chatRoutes(sessions, messages, logger, limits), activitySource: chatActivitySource(repo) };
}
