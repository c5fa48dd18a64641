import type { Replay } from '../../modules/ai/roleplay/client-reply';
import type { Step } from '../../modules/ai/roleplay/client-state';

const REACTION: Record<NonNullable<Step['reaction']>, string> = {
  warm: 'The agent gave you something concrete and relevant: warm up a little.',
  coolVague: 'The agent was vague: show that you want specifics.',
  coolPressure: 'The agent pressured you: show that you dislike it.',
  coolRude: 'The agent was dismissive: show that the tone bothered you.',
};

/**
 * The embedded engine keeps the game rules (interest, hidden needs, push-backs, when a next
 * step is earned), so difficulty means the same with either provider; the model only voices it.
 */
export function directiveFor(replay: Replay): string {
  const { profile } = replay;
  const step = replay.last;
  if (!step) return 'React to the conversation so far and ask a follow-up question in your style.';
  const move = step.move;
  const notes: string[] = [];
  if (step.resolved) notes.push('Your previous concern has been answered: acknowledge it briefly.');
  else if (step.reaction) notes.push(REACTION[step.reaction]);
  const what: Record<Step['move']['kind'], string> = {
    agree: 'The agent has earned a next step: agree to it in your style and close the conversation.',
    walkAway: 'You have lost interest: end the conversation politely but firmly.',
    wrapUp: 'The conversation has run long: wrap up and ask for a written summary.',
    ended: 'The conversation is already over: say a short goodbye.',
    tooEarly: 'The agent asked for a commitment too early: decline and say what you still need to hear.',
    unheard: 'The agent asks for a commitment without having asked what you need: decline and point that out.',
    nudge: 'Ask one follow-up question in your style.',
    allRevealed: 'You have shared all your needs already: ask the agent for a concrete proposal.',
    revealBudget:
      move.kind === 'revealBudget' && move.withTimeline
        ? `Answer the question and reveal your budget (${profile.budget}) and timeline (${profile.timeline}).`
        : `Answer the question and reveal your budget: ${profile.budget}.`,
    revealTimeline: `Answer the question and reveal your timeline: ${profile.timeline}.`,
    revealNeed: move.kind === 'revealNeed' ? `Answer the question and reveal this need: ${profile.needs[move.index]}.` : '',
    objection: move.kind === 'objection' ? `Push back with this objection: "${profile.objectionText(move.topic)}"` : '',
    objectionAgain: move.kind === 'objectionAgain' ? `The agent did not address your concern; restate it: "${profile.objectionText(move.topic)}"` : '',
  };
  notes.push(what[move.kind]);
  return notes.join(' ');
}
