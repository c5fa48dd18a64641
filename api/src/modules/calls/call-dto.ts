import { callMetricsSchema, type CallInsight, type CallMetrics, type TranscriptEntry } from '@app/contracts/voice';
import type { Lang } from '../../lib/i18n';
import { callFindingText } from '../ai/call-finding-text';
import { callScenario } from './call-scenarios';
import { callSummary } from './call-summary';
import type { CallRow } from './calls.repository';
import { readJson, readStringList } from '../../lib/json-text';

interface EntryRow {
  id: number;
  speaker: string;
  text: string;
  createdAt: Date;
}

export const toEntry = (e: EntryRow): TranscriptEntry => ({ id: e.id, speaker: e.speaker === 'agent' ? 'agent' : 'client', text: e.text, timestamp: e.createdAt.toISOString() });

const NEUTRAL: CallMetrics = { confidence: 0, clarity: 0, persuasion: 0, rapport: 0 };

export const parseMetrics = (json: string): CallMetrics => readJson(json, callMetricsSchema, NEUTRAL);

export const parseList = readStringList;

/** Stored strengths or improvements (codes, or sentences in older rows) in the reader's language. */
export const findingTexts = (json: string, lang: Lang) => parseList(json).map((f) => callFindingText(f, lang));

export const durationSec = (c: Pick<CallRow, 'startedAt' | 'endedAt'>) => Math.max(0, Math.round(((c.endedAt ?? c.startedAt).getTime() - c.startedAt.getTime()) / 1000));

export function toInsight(c: CallRow, lang: Lang): CallInsight {
  const scenario = callScenario(c.scenario, lang);
  const metrics = parseMetrics(c.metrics);
  const summary = callSummary(lang, findingTexts(c.strengths, lang), findingTexts(c.improvements, lang), metrics);
  return {
    id: c.id,
    callSid: c.callSid,
    clientName: scenario?.ai.clientName ?? '',
    scenario: scenario?.ai.title ?? c.scenario,
    difficulty: scenario?.difficulty ?? 'medium',
    personality: scenario?.personality ?? 'D',
    overallScore: c.overallScore ?? 0,
    duration: durationSec(c),
    completedAt: (c.endedAt ?? c.startedAt).toISOString(),
    metrics,
    aiAnalysis: { summary },
  };
}
