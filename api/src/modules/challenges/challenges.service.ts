import type { ChallengesRepository } from './challenges.repository';

function parseTips(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

export function createChallengesService(repo: ChallengesRepository) {
  return {
    async listActive() {
      const rows = await repo.listActive();
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        description: r.description,
        scenario: r.scenario,
        initialMessage: r.initialMessage,
        type: r.type,
        difficulty: r.difficulty,
        category: r.category,
        clientName: r.clientName,
        clientType: r.clientType,
        tips: parseTips(r.tips),
      }));
    },
  };
}
