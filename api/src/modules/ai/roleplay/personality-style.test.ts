import { describe, expect, it } from 'vitest';
import type { DiscType, Language } from '../ai-types';
import { analyzeMessage, type MessageSignals } from '../signals/message-signals';
import { runConversation } from './test-support/run-conversation';

type Style = { words: number; questions: number; exclaims: number; enthusiasm: number; process: number; data: number };

function styleOf(language: Language, personality: DiscType): Style {
  const lines: MessageSignals[] = [];
  for (const script of ['good', 'vague', 'pushy', 'noQuestions'] as const) {
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      lines.push(...runConversation(script, language, personality, difficulty).replies.map((r) => analyzeMessage(r.text, language)));
    }
  }
  const mean = (f: (s: MessageSignals) => number) => lines.reduce((sum, s) => sum + f(s), 0) / lines.length;
  return {
    words: mean((s) => s.words),
    questions: mean((s) => (s.questions.length ? 1 : 0)),
    exclaims: mean((s) => (s.exclamations ? 1 : 0)),
    enthusiasm: mean((s) => s.hits.enthusiasm.length),
    process: mean((s) => s.hits.process.length),
    data: mean((s) => s.hits.data.length + s.hits.evidence.length),
  };
}

describe.each(['en', 'ru'] as const)('client personalities in %s', (language) => {
  const s = { D: styleOf(language, 'D'), I: styleOf(language, 'I'), S: styleOf(language, 'S'), C: styleOf(language, 'C') };

  it('when D speaks, then its lines are the shortest', () => {
    expect(s.D.words).toBeLessThan(Math.min(s.I.words, s.S.words, s.C.words));
  });

  it('when I speaks, then it is the warm, chatty one: longer than D and C, exclamations and enthusiasm', () => {
    expect(s.I.words).toBeGreaterThan(Math.max(s.D.words, s.C.words));
    expect(s.I.exclaims).toBeGreaterThan(0.5);
    expect(s.I.exclaims).toBeGreaterThan(3 * Math.max(s.D.exclaims, s.S.exclaims, s.C.exclaims));
    expect(s.I.enthusiasm).toBeGreaterThan(Math.max(s.D.enthusiasm, s.S.enthusiasm, s.C.enthusiasm));
  });

  it('when S speaks, then it talks about the process more than anyone and asks questions', () => {
    expect(s.S.process).toBeGreaterThan(2 * Math.max(s.D.process, s.I.process, s.C.process));
    expect(s.S.questions).toBeGreaterThan(Math.max(s.D.questions, s.I.questions));
  });

  it('when C speaks, then it asks for data more than anyone and asks questions', () => {
    expect(s.C.data).toBeGreaterThan(4 * Math.max(s.D.data, s.I.data, s.S.data));
    expect(s.C.questions).toBeGreaterThan(Math.max(s.D.questions, s.I.questions));
  });
});
