import type OpenAI from 'openai';
import type { DiscType, RoleplayRequest } from '../../modules/ai/ai-types';
import { exemplarsFor } from '../../modules/ai/exemplars';
import type { ClientProfile } from '../../modules/ai/roleplay/client-profile';
import { getPersonality } from '../../modules/ai/personalities';
import { languageNote } from './language-note';

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;

const STYLE: Record<DiscType, string> = {
  D: 'Short and blunt: one or two short sentences, no small talk, focused on results, price and time.',
  I: 'Warm and chatty: two to four sentences, enthusiastic, exclamation marks, about lifestyle, people and stories.',
  S: 'Cautious and polite: asks how the process works step by step, about safety, family and support; dislikes pressure.',
  C: 'Precise and sceptical: asks for figures, specifications, documents and market data; dislikes adjectives without numbers.',
};

const OPENING: Record<DiscType, string> = {
  D: 'ask for the key benefits and the timeline',
  I: 'say you would love to learn what makes this property special',
  S: 'ask for help understanding the process',
  C: 'ask for the specifications and the current market conditions',
};

function systemPrompt(req: RoleplayRequest, profile: ClientProfile): string {
  const p = getPersonality(req.personality, 'en');
  const s = req.scenario;
  return [
    'You play a real-estate client in a sales-training app. Stay in character; never say you are an AI or that this is training.',
    `Scenario: ${s.title}. ${s.description}`.trim(),
    `You are ${s.clientName || 'the client'}${s.clientType ? `, ${s.clientType}` : ''}.`,
    `Personality ${p.type} (${p.title}): ${p.behavior} Style: ${STYLE[req.personality]}`,
    `Difficulty: ${req.difficulty}.`,
    `Hidden facts, revealed only when the agent asks about them: needs: ${profile.needs.join('; ')}; budget: ${profile.budget}; timeline: ${profile.timeline}.`,
    'Never repeat a sentence you have already said. Reply with one message of the client only.',
    languageNote(req.language),
    'Answer as JSON: {"text": "<your message>"}.',
  ].join('\n');
}

/**
 * Few-shot examples: successful uploaded calls of this scenario show how its clients talk and what
 * convinced them. None when no positive recording matches.
 */
export function fewShotMessages(req: RoleplayRequest): Message[] {
  const examples = exemplarsFor(req.exemplars, req.scenario).slice(0, 3);
  if (examples.length === 0) return [];
  const text = examples.map((e, i) => `Example ${i + 1}:\n${e.transcript.slice(0, 1500)}`).join('\n\n');
  return [{ role: 'system', content: `Transcripts of real successful calls in this scenario. Sound like the client in them; never copy them word for word.\n\n${text}` }];
}

export function openingMessages(req: RoleplayRequest, profile: ClientProfile): Message[] {
  const intro = req.scenario.initialMessage ? ` You may build on this opening: "${req.scenario.initialMessage}".` : '';
  return [
    { role: 'system', content: systemPrompt(req, profile) },
    ...fewShotMessages(req),
    { role: 'user', content: `(The agent has just greeted you.) Open the conversation: ${OPENING[req.personality]}.${intro}` },
  ];
}

export function replyMessages(req: RoleplayRequest, profile: ClientProfile, directive: string): Message[] {
  const turns: Message[] = req.history.map((t) => ({ role: t.isAgent ? 'user' : 'assistant', content: t.content }));
  return [
    { role: 'system', content: systemPrompt(req, profile) },
    ...fewShotMessages(req),
    ...turns,
    { role: 'system', content: `Director's note for your next message (follow it): ${directive}` },
  ];
}
