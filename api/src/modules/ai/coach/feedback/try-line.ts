import type { DiscType } from '../../ai-types';
import { seededIndex } from '../../text/seeded';
import type { ClientRead } from '../judge/read-client';
import type { FeedbackTexts, TryAct, TryTopic } from './feedback-texts';

const tryAct = (client: ClientRead | null): TryAct => (!client ? 'other' : client.concern ? 'concern' : client.act === 'question' || client.act === 'request' ? 'question' : 'other');

export const tryTopic = (client: ClientRead | null): TryTopic => client?.topics[0] ?? 'general';

/**
 * A line the agent could have said, composed for this client: an opener for what the client did,
 * an answer skeleton for their topic and a closer for their style, picked by the exchange's own words.
 */
export function tryLine(texts: FeedbackTexts, client: ClientRead | null, personality: DiscType | undefined, seed: string): string {
  const openers = texts.tryOpeners[tryAct(client)];
  const bodies = texts.tryBodies[tryTopic(client)];
  const closers = texts.tryClosers[personality ?? 'none'];
  return [
    openers[seededIndex(`o${seed}`, openers.length)],
    bodies[seededIndex(`b${seed}`, bodies.length)],
    closers[seededIndex(`c${seed}`, closers.length)],
  ].join(' ');
}
