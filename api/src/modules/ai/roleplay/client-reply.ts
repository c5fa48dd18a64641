import type { ClientReply, RoleplayRequest } from '../ai-types';
import { analyzeLine, type LineSignals } from '../signals/line-signals';
import { analyzeMessage } from '../signals/message-signals';
import { detectLanguage } from '../text/normalize';
import { seededIndex } from '../text/seeded';
import { deriveProfile, type ClientProfile } from './client-profile';
import { initialState, type ClientState, type Step } from './client-state';
import { composeLine } from './compose-line';
import { step } from './decide-move';
import { linesFor } from './lines/line-book';

export interface Replay {
  profile: ClientProfile;
  state: ClientState;
  last: Step | null;
  clientLines: string[];
}

/** Re-runs the whole conversation from the stored messages: the state is never persisted. */
export function replayConversation(req: RoleplayRequest): Replay {
  const profile = deriveProfile(req.scenario, req.personality, req.difficulty, req.language);
  const state = initialState(req.difficulty);
  const ctx = { profile, personality: req.personality, difficulty: req.difficulty };
  const clientLines: string[] = [];
  let client: LineSignals | null = null;
  let last: Step | null = null;
  for (const turn of req.history) {
    if (!turn.isAgent) {
      clientLines.push(turn.content);
      client = analyzeLine(turn.content, req.language);
      last = null;
      continue;
    }
    last = step(state, analyzeMessage(turn.content, req.language), client, ctx);
  }
  return { profile, state, last, clientLines };
}

export function clientReply(req: RoleplayRequest): ClientReply {
  const { profile, state, last, clientLines } = replayConversation(req);
  // A client who spoke last (or nobody spoke) keeps the conversation going instead of failing.
  const current: Step = last ?? { reaction: null, resolved: false, move: { kind: state.ended ? 'ended' : 'nudge' } };
  const lines = linesFor(req.personality, req.language);
  const text = composeLine(current, lines, profile, clientLines, `${profile.seed}|${req.difficulty}|${state.turn}`);
  return { text, ended: state.ended, outcome: state.outcome, interest: state.interest };
}

export function openingLine(req: RoleplayRequest): ClientReply {
  const profile = deriveProfile(req.scenario, req.personality, req.difficulty, req.language);
  const lines = linesFor(req.personality, req.language);
  const pick = (pool: string[]) => pool[seededIndex(`${profile.seed}|opening`, pool.length)];
  const intro = req.scenario.initialMessage?.trim();
  // The admin's scenario message is quoted only when it is written in the session's language.
  // It already greets, so the personality's ask follows it without a second greeting or opener.
  const text = intro && detectLanguage(intro, req.language) === req.language ? `${intro} ${pick(lines.openingAsk)}` : pick(lines.opening);
  return { text, ended: false, outcome: 'ongoing', interest: initialState(req.difficulty).interest };
}
