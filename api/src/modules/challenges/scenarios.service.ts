import { MAX_SCENARIO_TIPS, SCENARIO_CATEGORIES, SCENARIO_DIFFICULTIES, SCENARIO_TYPES, scenarioInputSchema, type AdminScenario } from '@app/contracts/scenarios';
import { AppError } from '../../lib/errors';
import type { EventBus } from '../../lib/events';
import type { ChallengeData, ChallengesRepository } from './challenges.repository';
import { scenarioTranslations, translationsAfterUpdate, translationsToStore } from './scenario-translations';
import { parseStoredCard, toStoredCard } from '../scorecards/stored-card';
import { readStringList } from '../../lib/json-text';
import { storedEnum } from '../../lib/stored-enum';

type Row = NonNullable<Awaited<ReturnType<ChallengesRepository['find']>>>;


const tipsOf = (raw: string): string[] => readStringList(raw).slice(0, MAX_SCENARIO_TIPS);

/** A scenario as admins edit it: the texts as written, and their translations beside them. */
export function toAdminScenario(row: Row): AdminScenario {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    scenario: row.scenario,
    type: storedEnum(SCENARIO_TYPES, row.type, 'chat'),
    difficulty: storedEnum(SCENARIO_DIFFICULTIES, row.difficulty, 'medium'),
    category: storedEnum(SCENARIO_CATEGORIES, row.category, 'objection'),
    clientName: row.clientName ?? '',
    clientType: row.clientType ?? '',
    initialMessage: row.initialMessage,
    expectedResponse: row.expectedResponse ?? '',
    tips: tipsOf(row.tips),
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    translations: scenarioTranslations(row.translations),
    scorecard: parseStoredCard(row.scorecard),
  };
}

/**
 * The body parsed into a row. The scenario text defaults to the description. Translations sent are
 * stored; a body without them (the spec's) keeps the stored ones while the written texts stay the same.
 */
function toData(body: unknown, stored?: Row): ChallengeData {
  const { translations, scorecard, ...input } = scenarioInputSchema.parse(body);
  const data: ChallengeData = {
    ...input,
    scenario: input.scenario || input.description,
    clientName: input.clientName || null,
    clientType: input.clientType || null,
    expectedResponse: input.expectedResponse || null,
    tips: JSON.stringify(input.tips),
  };
  if (translations) data.translations = translationsToStore(translations);
  else data.translations = stored ? translationsAfterUpdate(stored, data) : '{}';
  // A body without a card (the spec's) keeps the stored one; null returns to the default card.
  if (scorecard !== undefined) data.scorecard = toStoredCard(scorecard);
  return data;
}

/**
 * Knowledge-base scenarios (stored as challenges). Every write is announced as `admin.write` for
 * the audit log. A deleted scenario is gone from the wizard; sessions keep their copy of it.
 */
export function createScenariosService(repo: ChallengesRepository, events: EventBus) {
  async function existing(id: number): Promise<Row> {
    const row = await repo.find(id);
    if (!row) throw new AppError('notFound', 404);
    return row;
  }
  const announce = (actorId: number, action: 'create' | 'update' | 'delete', entityId: number, before: AdminScenario | null, after: AdminScenario | null) =>
    events.emit('admin.write', { actorId, action, entity: 'scenario', entityId, before, after });

  return {
    async list(): Promise<AdminScenario[]> {
      return (await repo.listAll()).map(toAdminScenario);
    },
    async create(actorId: number, body: unknown): Promise<AdminScenario> {
      const created = toAdminScenario(await repo.create(toData(body)));
      await announce(actorId, 'create', created.id, null, created);
      return created;
    },
    async update(actorId: number, id: number, body: unknown): Promise<AdminScenario> {
      const row = await existing(id);
      const before = toAdminScenario(row);
      const after = toAdminScenario(await repo.update(id, toData(body, row)));
      await announce(actorId, 'update', id, before, after);
      return after;
    },
    async remove(actorId: number, id: number): Promise<void> {
      const before = toAdminScenario(await existing(id));
      await repo.remove(id);
      await announce(actorId, 'delete', id, before, null);
    },
  };
}

export type ScenariosService = ReturnType<typeof createScenariosService>;
