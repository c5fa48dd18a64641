import type { ChatTurn, ClientReply, Difficulty, DiscType, Language, Scenario } from '../../ai-types';
import { roleplayInputSchema } from '../../ai-types';
import { clientReply, openingLine } from '../client-reply';
import { SCRIPTS, type AgentScript } from './scripted-agents';

export const TEST_SCENARIO: Scenario = {
  id: 'property-inquiry',
  title: 'Property Inquiry',
  clientName: 'Anna',
  clientType: 'Family buyer',
  description: 'A family looking to upgrade to a bigger home.',
  category: 'inquiry',
};

export interface Conversation {
  history: ChatTurn[];
  replies: ClientReply[];
  agentTurns: number;
  last: ClientReply;
}

/** Plays a fixed agent script against the embedded client until it ends the conversation. */
export function runConversation(
  script: AgentScript | string[],
  language: Language,
  personality: DiscType,
  difficulty: Difficulty,
  scenario: Scenario = TEST_SCENARIO,
): Conversation {
  const base = roleplayInputSchema.parse({ scenario, personality, difficulty, language, history: [] });
  const opening = openingLine(base);
  const history: ChatTurn[] = [{ isAgent: false, content: opening.text }];
  const replies: ClientReply[] = [opening];
  let agentTurns = 0;
  for (const message of Array.isArray(script) ? script : SCRIPTS[language][script]) {
    history.push({ isAgent: true, content: message });
    agentTurns += 1;
    const reply = clientReply({ ...base, history: [...history] });
    history.push({ isAgent: false, content: reply.text });
    replies.push(reply);
    if (reply.ended) break;
  }
  return { history, replies, agentTurns, last: replies[replies.length - 1] };
}
