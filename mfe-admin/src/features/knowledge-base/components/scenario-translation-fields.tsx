import { useTranslation } from 'react-i18next';
import { MAX_SCENARIO_TIPS } from '@app/contracts/scenarios';
import { Field, Input, Label } from '@app/ui/components';
import { TextArea } from '@app/ui/text-area';
import { SecondLanguageSection, useInRussian } from '../../../components/second-language-section';
import { TipsEditor } from './tips-editor';

/** The Russian texts a scenario dialog edits (all optional; an empty one shows the English text). */
export interface ScenarioRussian {
  title: string;
  description: string;
  clientType: string;
  initialMessage: string;
  expectedResponse: string;
  tips: string[];
}

interface Props {
  value: ScenarioRussian;
  onChange: (value: ScenarioRussian) => void;
  withClient: boolean;
  /** Open the section at first (the scenario has a translation, or the admin reads Russian). */
  initiallyOpen: boolean;
}

type TextKey = Exclude<keyof ScenarioRussian, 'tips'>;
const LIMITS: Record<TextKey, number> = { title: 120, description: 1000, clientType: 80, initialMessage: 2000, expectedResponse: 2000 };
const MULTILINE: TextKey[] = ['description', 'initialMessage', 'expectedResponse'];

export function ScenarioTranslationFields({ value, onChange, withClient, initiallyOpen }: Props) {
  const { t } = useTranslation('knowledge');
  const inRussian = useInRussian();
  const set = <K extends keyof ScenarioRussian>(key: K, v: ScenarioRussian[K]) => onChange({ ...value, [key]: v });
  const keys: TextKey[] = ['title', 'description', ...(withClient ? (['clientType'] as const) : []), 'initialMessage', 'expectedResponse'];
  return (
    <SecondLanguageSection initiallyOpen={initiallyOpen}>
      {keys.map((key) => {
        const id = `scenario-ru-${key}`;
        const props = { id, lang: 'ru', value: value[key], maxLength: LIMITS[key], onChange: (e: { target: { value: string } }) => set(key, e.target.value) };
        return (
          <Field key={key}>
            <Label htmlFor={id}>{inRussian(t(`dialog.${key}`))}</Label>
            {MULTILINE.includes(key) ? <TextArea rows={2} {...props} /> : <Input {...props} />}
          </Field>
        );
      })}
      <TipsEditor tips={value.tips} max={MAX_SCENARIO_TIPS} onChange={(tips) => set('tips', tips)} decorate={inRussian} />
    </SecondLanguageSection>
  );
}
