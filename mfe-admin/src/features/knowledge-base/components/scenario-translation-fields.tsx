import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_SCENARIO_TIPS, type ScenarioInput } from '@app/contracts/scenarios';
import { Input } from '@app/ui/components';
import { Field } from '@app/ui/field';
import { TextArea } from '@app/ui/text-area';
import { SecondLanguageSection, useInRussian } from '../../../components/second-language-section';
import { TipsEditor } from './tips-editor';

interface Props {
  register: UseFormRegister<ScenarioInput>;
  /** The Russian tips, edited as a list beside the registered texts. */
  tips: string[];
  onTipsChange: (tips: string[]) => void;
  withClient: boolean;
  /** Open the section at first (the scenario has a translation, or the admin reads Russian). */
  initiallyOpen: boolean;
}

type TextKey = 'title' | 'description' | 'clientType' | 'initialMessage' | 'expectedResponse';
const LIMITS: Record<TextKey, number> = { title: 120, description: 1000, clientType: 80, initialMessage: 2000, expectedResponse: 2000 };
const MULTILINE: TextKey[] = ['description', 'initialMessage', 'expectedResponse'];

/** The Russian texts a scenario dialog edits (all optional; an empty one shows the English text). */
export function ScenarioTranslationFields({ register, tips, onTipsChange, withClient, initiallyOpen }: Props) {
  const { t } = useTranslation('knowledge');
  const inRussian = useInRussian();
  const keys: TextKey[] = ['title', 'description', ...(withClient ? (['clientType'] as const) : []), 'initialMessage', 'expectedResponse'];
  return (
    <SecondLanguageSection initiallyOpen={initiallyOpen}>
      {keys.map((key) => {
        const id = `scenario-ru-${key}`;
        const props = { id, lang: 'ru', maxLength: LIMITS[key], ...register(`translations.ru.${key}`) };
        return (
          <Field key={key} label={inRussian(t(`dialog.${key}`))}>
            {MULTILINE.includes(key) ? <TextArea rows={2} {...props} /> : <Input {...props} />}
          </Field>
        );
      })}
      <TipsEditor tips={tips} max={MAX_SCENARIO_TIPS} onChange={onTipsChange} decorate={inRussian} />
    </SecondLanguageSection>
  );
}
