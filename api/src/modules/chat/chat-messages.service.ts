import type { ChatMessage, SentMessage } from '@app/contracts/chat';
import type { AuthContext } from '../../lib/auth/authenticate';
import { AppError } from '../../lib/errors';
import type { AiEngine } from '../ai/ai-engine';
import type { DiscType, Difficulty, Exemplar, Language, Scenario } from '../ai/ai-types';
import type { ReplySink } from '../ai/reply-stream';
import type { ChatRepository } from './chat.repository';
import { toMessageDto } from './chat-dto';
import { assertAccess, loadSession } from './session-access';

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
}

export function createChatMessagesService(repo: ChatRepository, { ai, exemplars: exemplarsOf }: Deps) {
  async function prepare(caller: AuthContext, input: SendInput): Promise<PreparedSend> {
    const { messages: history, ...session } = assertAccess(await repo.findConversation(input.sessionId), caller, 'write');
    if (session.completed) throw new AppError('conflict', 409, 'chat:errors.sessionCompleted');
    const content = input.content.trim();
    const language = session.language as Language;
    const scenario = JSON.parse(session.scenarioData) as Scenario;
    const personality = session.personality as DiscType;
    const exemplars = exemplarsOf ? await exemplarsOf(scenario) : [];
    const roleplay = {
      exemplars,
      scenario,
      personality,
      difficulty: session.difficulty as Difficulty,
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
        const { agentMessage, clientMessage } = await repo.addExchange(session, { content, feedback: JSON.stringify(feedback) }, { content: reply.text });
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
