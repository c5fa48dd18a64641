import { DISC_TRAITS, discAnalyzeInputSchema, discAssessmentInputSchema, discResponseSchema, type DiscInference, scoreDisc, type DiscAssessment, type DiscProfile } from '@app/contracts/disc';
import { z } from 'zod';
import { assertSelfOrAdmin, type AuthContext } from '../../lib/auth/authenticate';
import { AppError } from '../../lib/errors';
import type { EventBus } from '../../lib/events';
import { translate, type Lang } from '../../lib/i18n';
import type { AiEngine } from '../ai/ai-engine';
import { AiInputError, DISC_MIN_SESSIONS } from '../ai/ai-errors';
import { withAnalysis } from './disc-analysis';
import type { DiscRepository } from './disc.repository';
import { parseJson } from '../../lib/json-text';
import { storedEnum } from '../../lib/stored-enum';

interface Deps {
  ai: Pick<AiEngine, 'inferDisc'>;
  events: Pick<EventBus, 'emit'>;
  now?: () => Date;
}

/** The DISC assessment period (a calendar month, UTC) that earns XP once: its key and first instant. */
export function discPeriodOf(at: Date) {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  return { key: start.toISOString().slice(0, 7), start };
}

/** The stored profile as the apps read it; an unknown type falls back to D (spec 001 §4). */
export function toDiscProfile(user: { discPrimaryType: string | null; discDominant: number | null; discInfluencer: number | null; discSteady: number | null; discCompliant: number | null; discUpdatedAt: Date | null }): DiscProfile | null {
  if (!user.discPrimaryType) return null;
  const type = storedEnum(DISC_TRAITS, user.discPrimaryType, 'D');
  return {
    primaryType: type,
    primaryStyle: type,
    dominant: user.discDominant ?? 0,
    influencer: user.discInfluencer ?? 0,
    steady: user.discSteady ?? 0,
    compliant: user.discCompliant ?? 0,
    updatedAt: user.discUpdatedAt?.toISOString() ?? null,
  };
}

/** A profile just inferred or written always has its primary type. */
function profileOf(user: Parameters<typeof toDiscProfile>[0]): DiscProfile {
  const profile = toDiscProfile(user);
  if (!profile) throw new Error('a DISC profile without its primary type');
  return profile;
}

function parseInput(body: unknown) {
  const parsed = discAssessmentInputSchema.safeParse(body);
  if (!parsed.success) throw new AppError('validation', 400, 'coaching:errors.invalidAssessment', { fields: [...new Set(parsed.error.issues.map((i) => i.path.join('.')))] });
  const ids = new Set(parsed.data.responses.map((r) => r.questionId));
  if (ids.size !== parsed.data.responses.length) throw new AppError('validation', 400, 'coaching:errors.invalidAssessment');
  return parsed.data;
}

export function createDiscService(repo: DiscRepository, { ai, events, now = () => new Date() }: Deps) {
  type Row = Awaited<ReturnType<DiscRepository['listAssessments']>>[number];
  const toDto = (row: Row, lang: Lang): DiscAssessment => {
    const responses = z.array(discResponseSchema).parse(parseJson(row.responses));
    // Texts follow the reader's language, so the analysis is rebuilt from the stored answers.
    return { id: row.id, userId: row.userId, assessmentType: row.assessmentType, responses, results: withAnalysis(scoreDisc(responses), lang), createdAt: row.createdAt.toISOString() };
  };

  return {
    /** Saves the caller's own assessment (owner from the token; results recomputed here) and updates their profile. */
    async save(caller: AuthContext, body: unknown, lang: Lang): Promise<DiscAssessment> {
      const input = parseInput(body);
      const scores = scoreDisc(input.responses);
      const at = now();
      const row = await repo.saveAssessment(
        caller.userId,
        { assessmentType: input.assessmentType, responses: JSON.stringify(input.responses), results: JSON.stringify(scores), primaryStyle: scores.primaryStyle },
        { primaryType: scores.primaryStyle, dominant: scores.dominance, influencer: scores.influence, steady: scores.steadiness, compliant: scores.conscientiousness },
        at,
      );
      // XP once per assessment period: the activity is named by the period, so progress counts it once.
      const period = discPeriodOf(at);
      await events.emit('activity.completed', { userId: caller.userId, activityId: `disc:${caller.userId}:${period.key}`, kind: 'disc', score: 100, completedAt: at });
      const awarded = (await repo.countAssessmentsSince(caller.userId, period.start)) <= 1;
      return { ...toDto(row, lang), xp: { awarded, message: translate(lang, awarded ? 'coaching:server.discXpAwarded' : 'coaching:server.discXpAlready') } };
    },

    async list(caller: AuthContext | undefined, userId: number, lang: Lang): Promise<DiscAssessment[]> {
      assertSelfOrAdmin(caller, userId);
      if (!(await repo.userExists(userId))) throw new AppError('notFound', 404);
      return (await repo.listAssessments(userId)).map((row) => toDto(row, lang));
    },

    /**
     * Infers the caller's style from their own chat messages (at least 3 completed sessions). It
     * never silently replaces a profile they have: it is stored only when they have none or ask
     * for it with {apply: true}; otherwise it is returned beside their profile for them to choose.
     */
    async analyze(caller: AuthContext, body: unknown, lang: Lang): Promise<DiscInference> {
      const { apply } = discAnalyzeInputSchema.parse(body ?? {});
      const sessions = await repo.completedSessions(caller.userId);
      if (sessions.length < DISC_MIN_SESSIONS) throw new AppError('validation', 400, 'coaching:errors.analyzeNeedsSessions', { required: DISC_MIN_SESSIONS, completed: sessions.length });
      try {
        const result = await ai.inferDisc({ language: lang, sessions });
        const at = now();
        if (apply || !(await repo.currentProfile(caller.userId))) {
          return { ...profileOf(await repo.saveProfile(caller.userId, result, at)), applied: true };
        }
        const inferred = { discPrimaryType: result.primaryType, discDominant: result.dominant, discInfluencer: result.influencer, discSteady: result.steady, discCompliant: result.compliant, discUpdatedAt: at };
        return { ...profileOf(inferred), applied: false };
      } catch (err) {
        if (err instanceof AiInputError) throw new AppError('validation', 400, 'coaching:errors.analyzeNeedsSessions', { required: DISC_MIN_SESSIONS });
        throw err;
      }
    },
  };
}

export type DiscService = ReturnType<typeof createDiscService>;
