import type { Db } from '../../lib/db';
import type { EventBus } from '../../lib/events';
import type { Logger } from '../../lib/logger';
import type { ReadCache } from '../../lib/read-cache';
import type { AiEngine } from '../ai/ai-engine';
import type { Exemplar, Scenario } from '../ai/ai-types';
import { chatActivitySource } from './chat-activity';
import { createChatMessagesService } from './chat-messages.service';
import { createChatRepository } from './chat.repository';
import { chatRoutes, type ChatLimits } from './chat.routes';
import { createChatService } from './chat.service';

/** Chat practice wired together: its routes, its recent-activity source (finished sessions go to the progress engine as `activity.completed`). */
export function chatModule({ db, ai, events, logger, limits, exemplars, reads }: {
  db: Db; reads?: ReadCache; ai: AiEngine; events: EventBus; logger: Logger; limits: ChatLimits; exemplars?: (scenario: Scenario) => Promise<Exemplar[]>;
}) {
  const repo = createChatRepository(db);
  const sessions = createChatService(repo, { ai, events, reads });
  const messages = createChatMessagesService(repo, { ai, exemplars });
  return { router: chatRoutes(sessions, messages, logger, limits), activitySource: chatActivitySource(repo) };
}
