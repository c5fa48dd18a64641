import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Screen } from '@app/ui/components';
import { BUILTIN_SCENARIOS, type ChatDifficulty, type DiscType } from '@app/contracts/chat';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { useCreateSession } from '../../../lib/use-create-session';
import { useScenarioOptions, type ScenarioOption } from '../hooks/use-scenario-options';
import { DifficultyStep } from './difficulty-step';
import { PersonalityStep } from './personality-step';
import { ScenarioStep } from './scenario-step';

/** Spec §2.7: scenario -> difficulty -> personality; choosing the personality starts the chat. */
export function ChatWizard() {
  const { t } = useTranslation('chat');
  const { toast } = useRemoteProps();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { options, isPending, isError, refetch } = useScenarioOptions();
  const [scenario, setScenario] = useState<ScenarioOption | null>(null);
  const [difficulty, setDifficulty] = useState<ChatDifficulty | null>(null);
  const create = useCreateSession();
  // The first screen keeps the page's natural focus; coming back to it moves focus like any step change.
  const [wentBack, setWentBack] = useState(false);

  // "Start Challenge" on the home opens /chat?challenge=<id>: start on that scenario, once.
  const challengeParam = params.get('challenge');
  const appliedChallenge = useRef(false);
  useEffect(() => {
    if (!challengeParam || !options || appliedChallenge.current) return;
    appliedChallenge.current = true;
    const found = options.find((o) => o.challengeId !== null && String(o.challengeId) === challengeParam);
    if (found) setScenario(found);
    else toast({ title: t('wizard.challengeMissing') });
  }, [challengeParam, options, toast, t]);

  // A team assignment opens /chat?scenario=<id>: start on that scenario, even a built-in one that
  // the list leaves out while admin challenges exist.
  const scenarioParam = params.get('scenario');
  const appliedScenario = useRef(false);
  useEffect(() => {
    if (!scenarioParam || !options || appliedScenario.current) return;
    appliedScenario.current = true;
    const builtin = BUILTIN_SCENARIOS.find((s) => s.id === scenarioParam);
    const found = options.find((o) => o.key === scenarioParam) ??
      (builtin ? { key: builtin.id, title: t(`scenarios.${builtin.id}.title`), description: t(`scenarios.${builtin.id}.description`), category: builtin.category, challengeId: null } : undefined);
    if (found) setScenario(found);
    else toast({ title: t('wizard.challengeMissing') });
  }, [scenarioParam, options, toast, t]);

  const start = (personality: DiscType) => {
    if (!scenario || !difficulty || create.isPending) return;
    create.mutate(
      { scenarioKey: scenario.key, personality, difficulty },
      { onSuccess: (session) => navigate(`/chat/sessions/${session.id}`) },
    );
  };

  return (
    <Screen>
      {!scenario && (
        <ScenarioStep options={options} isPending={isPending} isError={isError} onRetry={() => void refetch()} onChoose={setScenario} focus={wentBack} />
      )}
      {scenario && !difficulty && (
        <DifficultyStep
          scenarioTitle={scenario.title}
          scenarioKey={scenario.key}
          onBack={() => {
            setWentBack(true);
            setScenario(null);
          }}
          onChoose={setDifficulty}
        />
      )}
      {scenario && difficulty && (
        <PersonalityStep
          scenarioTitle={scenario.title}
          difficultyLabel={t(`difficulty.${difficulty}.label`)}
          starting={create.isPending}
          failed={create.isError}
          onBack={() => {
            create.reset();
            setDifficulty(null);
          }}
          onChoose={start}
        />
      )}
    </Screen>
  );
}
