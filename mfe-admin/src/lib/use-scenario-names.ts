import { useTranslation } from 'react-i18next';
import { BUILTIN_SCENARIOS, type BuiltinScenarioId } from '@app/contracts/chat';
import { TRAINING_SCENARIOS } from '@app/contracts/training';
import { localize, useContentLanguage } from './content-language';
import { useScenarios } from './get-scenarios';

const isBuiltin = (key: string): key is BuiltinScenarioId => BUILTIN_SCENARIOS.some((s) => s.id === key);
const isTrainingScenario = (key: string): key is (typeof TRAINING_SCENARIOS)[number] => (TRAINING_SCENARIOS as readonly string[]).includes(key);

/**
 * The one scenario-name lookup of the admin screens, in the reader's language: the spec's training
 * scenarios and the built-in chat scenarios by their i18n names, knowledge-base scenarios
 * ("challenge-7") by their translated titles.
 * `chatScenarios` are the knowledge base's chat scenarios a recording can be filed under.
 */
export function useScenarioNames() {
  const { t } = useTranslation('knowledge');
  const lang = useContentLanguage();
  const chatScenarios = (useScenarios().data ?? [])
    .filter((s) => s.type === 'chat')
    .map((s) => ({ key: `challenge-${s.id}`, title: localize({ title: s.title }, s.translations, lang, 'title').title }));
  const nameOf = (key: string, fallback = key) => {
    if (isTrainingScenario(key)) return t(`upload.scenarios.${key}`);
    if (isBuiltin(key)) return t(`builtinScenarios.${key}`);
    return chatScenarios.find((c) => c.key === key)?.title ?? fallback;
  };
  return { chatScenarios, nameOf };
}
