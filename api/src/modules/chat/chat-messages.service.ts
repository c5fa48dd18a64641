import type { ChatMessage, SentMessage } from '@app/contracts/chat';
import type { AuthContext } from '../../lib/auth/authenticate';
import { AppError } from '../../lib/errors';
import type { ReadCache } from '../../lib/read-cache';
import type { AiEngine } from '../ai/ai-engine';
import { scenarioSchema, type Exemplar, type Scenario } from '../ai/ai-types';
import type { ReplySink } from '../ai/reply-stream';
import type { ChatRepository } from './chat.repository';
import { toMessageDto } from './chat-dto';
import { assertAccess, loadSession } from './session-access';
import { parseJson } from '../../lib/json-text';
import { storedEnum } from '../../lib/stored-enum';
import { LANGUAGES } from '@app/contracts/language';
import { DIFFICULTIES, DISC_TYPES } from '@app/contracts/chat';

export interface SendInput {
  sessionId: number;
  content: string;
}

/** A checked send, ready to run: access and state errors surface before any stream opens. */
export interface PreparedSend {
  run(sink?: ReplySink): Promise<SentMessage>;
}

interface Deps {
  ai: Pick<AiEngine, 'clientReply' | 'streamClientReply' | 'messageFeedback'>;
  /** Successful uploaded calls of the scenario: the coach quotes them, the openai client learns from them. */
  exemplars?: (scenario: Scenario) => Promise<Exemplar[]>;
  /** Conversations are kept here (single instance) between one message and the next. */
  reads?: ReadCache;
}

type Conversation = NonNullable<Awaited<ReturnType<ChatRepository['findConversation']>>>;
const MODELS = ['chatSession', 'chatMessage'];
const keyOf = (userId: number, sessionId: number) => `conversation:${userId}:${sessionId}`;

export function createChatMessagesService(repo: ChatRepository, { ai, exemplars: exemplarsOf, reads }: Deps) {
  // Each kept conversation's version: bumped by every send that wrote to it, so a send that read an
  // older one (two sends at once) forgets the conversation instead of keeping half of it.
  const versions = new Map<number, number>();

  async function conversation(caller: AuthContext, sessionId: number): Promise<Conversation | null> {
    if (!reads) return repo.findConversation(sessionId);
    const key = keyOf(caller.userId, sessionId);
    const found = await reads.read(key, { userId: caller.userId, models: MODELS }, () => repo.findConversation(sessionId));
    // Only the owner writes: anyone else's session is not kept under their key.
    if (found?.userId !== caller.userId) reads.drop(key);
    return found;
  }

  /** After this send's own write: the conversation with the new lines, unless another send wrote meanwhile. */
  function keep(conv: Conversation, version: number | undefined, lines: Conversation['messages']) {
    if (!reads) return;
    const key = keyOf(conv.userId, conv.id);
    const current = versions.get(conv.id);
    versions.delete(conv.id);
    versions.set(conv.id, (current ?? 0) + 1);
    const oldest = versions.keys().next();
    if (versions.size > 50_000 && !oldest.done) versions.delete(oldest.value);
    if (current !== version) return reads.drop(key);
    const added = lines.map(({ isAgent, content }) => ({ isAgent, content }));
    reads.store(key, { userId: conv.userId, models: MODELS }, { ...conv, messages: [...conv.messages, ...added] });
  }

  async function prepare(caller: AuthContext, input: SendInput): Promise<PreparedSend> {
    const conv = assertAccess(await conversation(caller, input.sessionId), caller, 'write');
    const version = versions.get(conv.id);
    const { messages: history, ...session } = conv;
    if (session.completed) throw new AppError('conflict', 409, 'chat:errors.sessionCompleted');
    const content = input.content.trim();
    const language = storedEnum(LANGUAGES, session.language, 'en');
    const scenario = scenarioSchema.parse(parseJson(session.scenarioData));
    const personality = storedEnum(DISC_TYPES, session.personality, 'S');
    const exemplars = exemplarsOf ? await exemplarsOf(scenario) : [];
    const roleplay = {
      exemplars,
      scenario,
      personality,
      difficulty: storedEnum(DIFFICULTIES, session.difficulty, 'medium'),
      language,
      history: [...history.map((m) => ({ isAgent: m.isAgent, content: m.content })), { isAgent: true, content }],
    };
    const clientLine = history.filter((m) => !m.isAgent).at(-1)?.content;

    return {
      async run(sink) {
        // The coach and the client work at the same time; the reply is what the trainee waits for.
        const [feedback, reply] = await Promise.all([
          ai.messageFeedback({ language, message: content, clientLine, scenario, personality, exemplars }),
          sink ? ai.streamClientReply(roleplay, sink) : ai.clientReply(roleplay),
        ]);
        const written = await repo.addExchange(session, { content, feedback: JSON.stringify(feedback) }, { content: reply.text });
        if (!written) {
          // Ended or deleted since it was read: say which, from the database.
          reads?.drop(keyOf(caller.userId, session.id));
          await loadSession(repo, caller, session.id, 'write');
          throw new AppError('conflict', 409, 'chat:errors.sessionCompleted');
        }
        const { agentMessage, clientMessage } = written;
        keep(conv, version, [agentMessage, clientMessage]);
        return { ...toMessageDto(agentMessage), reply: toMessageDto(clientMessage), clientEnded: reply.ended };
      },
    };
  }

  return {
    prepare,
    send: async (caller: AuthContext, input: SendInput) => (await prepare(caller, input)).run(),
    async list(caller: AuthContext, sessionId: number): Promise<ChatMessage[]> {
      await loadSession(repo, caller, sessionId, 'read');
      return (await repo.listMessages(sessionId)).map(toMessageDto);
    },
  };
}

export type ChatMessagesService = ReturnType<typeof createChatMessagesService>;
