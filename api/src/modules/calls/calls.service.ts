import type { CallScoreResponse, CallTurnResponse, TranscriptEntry } from '@app/contracts/voice';
import type { AuthContext } from '../../lib/auth/authenticate';
import { AppError } from '../../lib/errors';
import type { EventBus } from '../../lib/events';
import type { Lang } from '../../lib/i18n';
import type { TelephonyProvider } from '../../integrations/telephony/telephony-provider';
import type { AiEngine } from '../ai/ai-engine';
import type { ScorecardsService } from '../scorecards/scorecards.service';
import type { CallHub } from './call-hub';
import { callScenario } from './call-scenarios';
import { findingTexts, parseMetrics, toEntry, toInsight } from './call-dto';
import { callFindingCode } from '../ai/call-finding-text';
import type { CallRow, CallsRepository } from './calls.repository';

interface Deps {
  ai: AiEngine;
  events: EventBus;
  hub: CallHub;
  telephony: TelephonyProvider;
  /** Issue 24: the call scored on its scenario's card when it ends. */
  scorecards: Pick<ScorecardsService, 'scoreCall' | 'parseCallCard'>;
  /** Where Twilio reaches this API (status callbacks, TwiML, media stream). */
  publicUrl?: string;
  now?: () => Date;
}

const lang = (c: CallRow): Lang => (c.language === 'ru' ? 'ru' : 'en');

export function createCallsService(repo: CallsRepository, deps: Deps) {
  const { ai, events, hub, telephony, scorecards, now = () => new Date() } = deps;
  // One change at a time per call (in this process): End Call pressed while the client is still
  // replying waits for that reply, so the score covers the whole conversation.
  const busy = new Map<string, Promise<unknown>>();
  function serial<T>(callSid: string, job: () => Promise<T>): Promise<T> {
    const run = (busy.get(callSid) ?? Promise.resolve()).catch(() => undefined).then(job);
    busy.set(callSid, run);
    void run.catch(() => undefined).finally(() => busy.get(callSid) === run && busy.delete(callSid));
    return run;
  }

  async function owned(auth: AuthContext, callSid: string): Promise<CallRow> {
    const call = await repo.find(callSid);
    if (!call) throw new AppError('notFound', 404, 'voice:errors.callNotFound');
    if (call.userId !== auth.userId) throw new AppError('forbidden', 403);
    return call;
  }

  async function turns(call: CallRow) {
    return (await repo.entries(call.id)).map((e) => ({ isAgent: e.speaker === 'agent', content: e.text }));
  }

  function publishEntry(call: CallRow, entry: TranscriptEntry) {
    hub.publish(call.callSid, { type: 'transcript', callSid: call.callSid, entry, text: entry.text });
  }

  /** Scores the call once, stores it, tells the live subscribers and the progress engine. */
  async function finish(call: CallRow): Promise<void> {
    const scenario = callScenario(call.scenario, lang(call));
    const entries = await repo.entries(call.id);
    const transcript = entries.map((e) => ({ isAgent: e.speaker === 'agent', content: e.text }));
    const input = { language: lang(call), transcript, personality: scenario?.personality };
    const [score, metrics, card] = await Promise.all([ai.callScore(input), ai.callMetrics(input), scorecards.scoreCall(call, entries)]);
    const completedAt = now();
    const first = await repo.complete(call.callSid, {
      overallScore: score.overallScore,
      // Codes, not sentences: each reader gets them in their own language.
      strengths: JSON.stringify(score.strengths.map(callFindingCode)),
      improvements: JSON.stringify(score.improvements.map(callFindingCode)),
      metrics: JSON.stringify(metrics),
      endedAt: completedAt,
      scorecard: JSON.stringify(card),
      medal: card.medal,
    });
    hub.publish(call.callSid, { type: 'call_status', callSid: call.callSid, status: 'completed' });
    if (!first) return;
    await events.emit('activity.completed', {
      userId: call.userId,
      activityId: `call:${call.callSid}`,
      kind: 'call',
      score: score.overallScore,
      completedAt,
      skills: metrics,
      target: call.scenario,
      medal: card.medal,
    });
  }

  /** A real call's line (from the media-stream bridge): stored, pushed live, metrics after the agent's turns. */
  async function providerTurn(callSid: string, speaker: 'agent' | 'client', text: string) {
    const call = await repo.find(callSid);
    if (!call || call.endedAt) return;
    publishEntry(call, toEntry(await repo.addEntry(call.id, speaker, text)));
    if (speaker !== 'agent') return;
    const metrics = await ai.callMetrics({ language: lang(call), transcript: await turns(call), personality: callScenario(call.scenario, lang(call))?.personality });
    await repo.setMetrics(callSid, JSON.stringify(metrics));
    hub.publish(callSid, { type: 'metrics', callSid, metrics });
  }

  return {
    async start(auth: AuthContext, body: { phoneNumber: string; scenario: string }, language: Lang) {
      const digits = body.phoneNumber.replace(/\D/g, '');
      if (digits.length < 7 || digits.length > 15) throw new AppError('validation', 400, 'voice:errors.phoneInvalid');
      const scenario = callScenario(body.scenario, language);
      if (!scenario) throw new AppError('validation', 400, 'voice:errors.scenarioUnknown');
      const base = deps.publicUrl?.replace(/\/$/, '');
      const placed = await telephony.startCall({
        to: `+${digits}`,
        statusCallbackUrl: base && `${base}/api/twilio/status`,
        twimlUrl: base && `${base}/api/twilio/twiml`,
      });
      const call = await repo.create({ callSid: placed.callSid, userId: auth.userId, provider: telephony.name, scenario: scenario.id, phoneNumber: digits, language });
      if (telephony.name !== 'simulated') return { callSid: call.callSid, status: call.status, provider: telephony.name };
      const line = await ai.openingLine({ scenario: scenario.ai, personality: scenario.personality, difficulty: scenario.difficulty, language });
      const opening = toEntry(await repo.addEntry(call.id, 'client', line.text));
      publishEntry(call, opening);
      return { callSid: call.callSid, status: call.status, provider: telephony.name, opening };
    },

    /** Simulated calls: the agent's answer (spoken or typed in the browser) and the client's reply. */
    turn: (auth: AuthContext, callSid: string, text: string): Promise<CallTurnResponse> => serial(callSid, async () => {
      const call = await owned(auth, callSid);
      if (call.endedAt) throw new AppError('conflict', 409, 'voice:errors.callEnded');
      if (call.provider !== 'simulated') throw new AppError('conflict', 409, 'voice:errors.notSimulated');
      const scenario = callScenario(call.scenario, lang(call));
      if (!scenario) throw new Error(`call ${callSid} has the unknown scenario ${call.scenario}`);
      if (call.status === 'initiating') await repo.setStatus(callSid, 'in-progress');
      const agent = toEntry(await repo.addEntry(call.id, 'agent', text));
      publishEntry(call, agent);
      const history = await turns(call);
      const input = { scenario: scenario.ai, personality: scenario.personality, difficulty: scenario.difficulty, language: lang(call), history };
      const [reply, metrics] = await Promise.all([ai.clientReply(input), ai.callMetrics({ language: lang(call), transcript: history, personality: scenario.personality })]);
      const client = toEntry(await repo.addEntry(call.id, 'client', reply.text));
      publishEntry(call, client);
      await repo.setMetrics(callSid, JSON.stringify(metrics));
      hub.publish(callSid, { type: 'metrics', callSid, metrics });
      if (reply.ended) await finish({ ...call, status: 'in-progress' });
      return { agent, client, metrics, ended: reply.ended };
    }),

    end: (auth: AuthContext, callSid: string) => serial(callSid, async () => {
      const call = await owned(auth, callSid);
      if (!call.endedAt) {
        if (call.provider !== 'simulated') await telephony.endCall(callSid);
        await finish(call);
      }
      return { callSid, status: 'completed' };
    }),

    /** Twilio's status callback (signature already verified): `completed` ends the call in the app. */
    providerStatus: (callSid: string, status: string) => serial(callSid, async () => {
      const call = await repo.find(callSid);
      if (!call || call.endedAt) return;
      if (['completed', 'busy', 'failed', 'no-answer', 'canceled'].includes(status)) await finish(call);
      else if (status === 'in-progress') {
        await repo.setStatus(callSid, status);
        hub.publish(callSid, { type: 'call_status', callSid, status });
      }
    }),

    providerTurn,

    /** What the voice model plays on a real call; null when the call is unknown, simulated or over. */
    async liveCallBrief(callSid: string) {
      const call = await repo.find(callSid);
      if (!call || call.endedAt || call.provider !== 'twilio') return null;
      const s = callScenario(call.scenario, lang(call));
      if (!s) return null;
      return { callSid, language: lang(call), ...s };
    },

    /** A real call without a speech-to-speech model: the client's first line, stored and pushed live. */
    async providerOpening(callSid: string): Promise<string> {
      const call = await repo.find(callSid);
      const s = call && callScenario(call.scenario, lang(call));
      if (!call || !s) return '';
      const line = await ai.openingLine({ scenario: s.ai, personality: s.personality, difficulty: s.difficulty, language: lang(call) });
      publishEntry(call, toEntry(await repo.addEntry(call.id, 'client', line.text)));
      return line.text;
    },

    /** The agent's transcribed turn on a real call, then the client's answer in its personality. */
    async providerRespond(callSid: string, text: string): Promise<{ text: string; ended: boolean }> {
      await providerTurn(callSid, 'agent', text);
      const call = await repo.find(callSid);
      const s = call && callScenario(call.scenario, lang(call));
      if (!call || !s || call.endedAt) return { text: '', ended: true };
      const history = await turns(call);
      const reply = await ai.clientReply({ scenario: s.ai, personality: s.personality, difficulty: s.difficulty, language: lang(call), history });
      publishEntry(call, toEntry(await repo.addEntry(call.id, 'client', reply.text)));
      return reply;
    },

    /** The client agreed to a meeting or lost patience and has said goodbye: hang up and score. */
    async providerHangUp(callSid: string) {
      const call = await repo.find(callSid);
      if (!call || call.endedAt) return;
      await telephony.endCall(callSid);
      await finish(call);
    },

    async transcript(auth: AuthContext, callSid: string): Promise<TranscriptEntry[]> {
      return (await repo.entries((await owned(auth, callSid)).id)).map(toEntry);
    },

    async score(auth: AuthContext, callSid: string, language: Lang): Promise<CallScoreResponse> {
      const call = await owned(auth, callSid);
      if (call.overallScore === null) throw new AppError('conflict', 409, 'voice:errors.callNotScored');
      // A call scored before cards existed is scored on its card now (nothing stored: the stored one is the call's own).
      const scorecard = scorecards.parseCallCard(call.scorecard) ?? (await scorecards.scoreCall(call, await repo.entries(call.id)));
      return { overallScore: call.overallScore, strengths: findingTexts(call.strengths, language), improvements: findingTexts(call.improvements, language), scorecard };
    },

    async insights(auth: AuthContext, language: Lang) {
      return (await repo.completedForUser(auth.userId)).map((c) => toInsight(c, language));
    },

    /** For the WebSocket: may this user follow this call? */
    async canFollow(userId: number, callSid: string) {
      const call = await repo.find(callSid);
      return call !== null && call.userId === userId;
    },

    /** The live metrics so a late subscriber sees the bars at once. */
    async currentMetrics(callSid: string) {
      const call = await repo.find(callSid);
      return call ? parseMetrics(call.metrics) : null;
    },
  };
}

export type CallsService = ReturnType<typeof createCallsService>;
