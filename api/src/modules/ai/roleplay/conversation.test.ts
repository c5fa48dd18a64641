import { describe, expect, it } from 'vitest';
import type { Difficulty, DiscType, Language } from '../ai-types';
import { normalizeText } from '../text/normalize';
import { deriveProfile } from './client-profile';
import { runConversation, TEST_SCENARIO } from './test-support/run-conversation';

const LANGUAGES: Language[] = ['en', 'ru'];
const TYPES: DiscType[] = ['D', 'I', 'S', 'C'];
const LEVELS: Difficulty[] = ['easy', 'medium', 'hard'];
const ALL = LANGUAGES.flatMap((l) => TYPES.flatMap((p) => LEVELS.map((d) => [l, p, d] as const)));

describe('roleplay conversations', () => {
  it.each(ALL)('when a good agent talks to a %s %s client on %s, then a next step is agreed within 8 turns', (language, personality, difficulty) => {
    const c = runConversation('good', language, personality, difficulty);
    expect(c.last.outcome).toBe('next-step');
    expect(c.last.ended).toBe(true);
    expect(c.agentTurns).toBeLessThanOrEqual(8);
  });

  it.each(ALL.flatMap(([l, p, d]) => (['vague', 'pushy', 'noQuestions'] as const).map((s) => [s, l, p, d] as const)))(
    'when a %s agent talks to a %s %s client on %s, then no next step is agreed',
    (script, language, personality, difficulty) => {
      const c = runConversation(script, language, personality, difficulty);
      expect(c.replies.some((r) => r.outcome === 'next-step')).toBe(false);
    },
  );

  it.each(ALL)('when a %s %s client on %s talks, then no line is ever repeated', (language, personality, difficulty) => {
    for (const script of ['good', 'vague', 'pushy', 'noQuestions'] as const) {
      const lines = runConversation(script, language, personality, difficulty).replies.map((r) => normalizeText(r.text));
      expect(new Set(lines).size).toBe(lines.length);
    }
  });

  it('when a long session keeps the client busy, then lines stay unique until the client wraps up', () => {
    const polite = Array.from({ length: 20 }, (_, i) => `Thank you. The home has ${i + 2} parking spaces nearby and a quiet garden.`);
    for (const personality of TYPES) {
      const c = runConversation(polite, 'en', personality, 'medium');
      const lines = c.replies.map((r) => normalizeText(r.text));
      expect(new Set(lines).size).toBe(lines.length);
      expect(c.last.ended).toBe(true);
    }
  });

  it.each(LANGUAGES)('when a hard client is asked for a next step in %s, then it pushes back twice before yielding', (language) => {
    for (const personality of TYPES) {
      const c = runConversation('good', language, personality, 'hard');
      const profile = deriveProfile(TEST_SCENARIO, personality, 'hard', language);
      const objections = profile.objections.map((t) => normalizeText(profile.objectionText(t)));
      const pushbacks = c.replies.filter((r) => objections.some((o) => normalizeText(r.text).includes(o)));
      expect(pushbacks).toHaveLength(2);
    }
  });

  it('when an easy client is asked for a deserved next step, then it agrees without push-back', () => {
    const c = runConversation('good', 'en', 'S', 'easy');
    const profile = deriveProfile(TEST_SCENARIO, 'S', 'easy', 'en');
    const objection = normalizeText(profile.objectionText(profile.objections[0]));
    expect(c.replies.some((r) => normalizeText(r.text).includes(objection))).toBe(false);
    expect(c.last.outcome).toBe('next-step');
  });

  it('when the agent asks a discovery question, then the client reveals one of its hidden needs', () => {
    for (const language of LANGUAGES) {
      const c = runConversation('good', language, 'C', 'medium');
      const profile = deriveProfile(TEST_SCENARIO, 'C', 'medium', language);
      const firstAnswer = normalizeText(c.replies[1].text);
      expect(profile.needs.some((need) => firstAnswer.includes(normalizeText(need)))).toBe(true);
    }
  });

  it('when the agent asks about budget and timeline, then the client gives both', () => {
    const c = runConversation('good', 'en', 'D', 'medium');
    const profile = deriveProfile(TEST_SCENARIO, 'D', 'medium', 'en');
    const answer = c.replies[2].text.toLowerCase();
    expect(answer).toContain(profile.budget.toLowerCase());
    expect(answer).toContain(profile.timeline.toLowerCase());
  });

  it('when a pushy agent keeps pressing, then the client walks away and ends the conversation', () => {
    const c = runConversation('pushy', 'en', 'S', 'medium');
    expect(c.last).toMatchObject({ ended: true, outcome: 'walked-away' });
  });

  it('when the agent asks for a commitment without any question, then the client says it has not been heard', () => {
    const c = runConversation(["Let's book a viewing on Saturday at 11."], 'en', 'C', 'easy');
    expect(c.last.text).toMatch(/criteria|requirements/i);
    expect(c.last.ended).toBe(false);
  });
});
