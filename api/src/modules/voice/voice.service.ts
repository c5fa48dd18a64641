import { PACE_BAND, type AnalyzeVoiceBody, type VoiceAnalysisResult, type VoiceAttempt } from '@app/contracts/voice';
import type { AuthContext } from '../../lib/auth/authenticate';
import type { EventBus } from '../../lib/events';
import type { Lang } from '../../lib/i18n';
import type { AiEngine } from '../ai/ai-engine';
import type { VoiceRepository } from './voice.repository';

interface Deps {
  ai: AiEngine;
  events: EventBus;
  now?: () => Date;
}


export function createVoiceService(repo: VoiceRepository, { ai, events, now = () => new Date() }: Deps) {
  return {
    async analyze(auth: AuthContext, body: AnalyzeVoiceBody, language: Lang): Promise<VoiceAnalysisResult> {
      // Pace and energy come only from words recognised in a recording of known length: typed
      // words (or a spec caller's bare transcript) carry no timing, so none is assumed.
      const spoken = body.transcriptSource === 'speech' && !!body.durationSec && body.durationSec > 0;
      const durationSec = body.durationSec ?? 0;
      const analysis = await ai.analyzeVoice({
        language,
        transcript: body.transcript,
        scenario: body.scenario,
        ...(spoken ? { durationSec, acoustic: body.acoustic } : {}),
      });
      const attempt = await repo.create({
        userId: auth.userId,
        scenario: body.scenario,
        language,
        transcript: body.transcript,
        durationSec,
        score: analysis.score,
        analysis: JSON.stringify(analysis),
      });
      await events.emit('activity.completed', {
        userId: auth.userId,
        activityId: `voice:${attempt.id}`,
        kind: 'voice',
        score: analysis.score,
        completedAt: now(),
        skills: { confidence: analysis.confidence, clarity: analysis.clarity },
        target: body.scenario,
      });
      return { id: attempt.id, ...analysis, pace: { ...analysis.pace, band: { ...PACE_BAND } }, createdAt: attempt.createdAt.toISOString() };
    },

    async list(auth: AuthContext, scenario?: string): Promise<VoiceAttempt[]> {
      const rows = await repo.listForUser(auth.userId, scenario);
      return rows.map((r) => ({ id: r.id, scenario: r.scenario, score: r.score, durationSec: r.durationSec, transcript: r.transcript, createdAt: r.createdAt.toISOString() }));
    },
  };
}

export type VoiceService = ReturnType<typeof createVoiceService>;
