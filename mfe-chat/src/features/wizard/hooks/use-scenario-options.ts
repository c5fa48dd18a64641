import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILTIN_SCENARIOS } from '@app/contracts/chat';
import { challengesQuery } from '@app/api-client/challenges';

export interface ScenarioOption {
  /** What POST /api/sessions takes as scenarioId: a built-in id or "challenge-<id>". */
  key: string;
  title: string;
  description: string;
  category: string;
  challengeId: number | null;
}

/** The admin's active chat challenges; the built-in scenarios when there are none (spec §3). */
export function useScenarioOptions() {
  const { t } = useTranslation('chat');
  const challenges = useQuery(challengesQuery());
  const options = useMemo((): ScenarioOption[] | undefined => {
    if (!challenges.data) return undefined;
    const chat = challenges.data.filter((c) => c.type === 'chat');
    if (chat.length > 0) {
      return chat.map((c) => ({ key: `challenge-${c.id}`, title: c.title, description: c.description, category: c.category, challengeId: c.id }));
    }
    return BUILTIN_SCENARIOS.map((s) => ({
      key: s.id,
      title: t(`scenarios.${s.id}.title`),
      description: t(`scenarios.${s.id}.description`),
      category: s.category,
      challengeId: null,
    }));
  }, [challenges.data, t]);
  return { options, isPending: challenges.isPending, isError: challenges.isError, refetch: challenges.refetch };
}
