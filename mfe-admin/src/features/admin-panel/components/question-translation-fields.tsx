import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError, Input, Label, Stack } from '@app/ui/components';
import { Field } from '@app/ui/field';
import type { QuizQuestionType } from '@app/contracts/quiz-questions';
import { TextArea } from '@app/ui/text-area';
import { Fieldset } from '../../../components/form-controls';
import { SecondLanguageSection, useInRussian } from '../../../components/second-language-section';
import type { QuestionFormValues } from './question-dialog';

interface Props {
  type: QuizQuestionType;
  register: UseFormRegister<QuestionFormValues>;
  errors: FieldErrors<QuestionFormValues>;
  /** Open the section at first (the question has a translation, or the admin reads Russian). */
  initiallyOpen: boolean;
}

/**
 * The question's Russian texts (all optional). Multiple-choice options are translated slot by slot;
 * the Russian correct option is the one in the English correct option's slot.
 */
export function QuestionTranslationFields({ type, register, errors, initiallyOpen }: Props) {
  const { t } = useTranslation('adminPanel');
  const { t: tc } = useTranslation('common');
  const inRussian = useInRussian();
  const optionsError = errors.translations?.ru?.options?.message ?? errors.translations?.ru?.options?.root?.message;
  return (
    <SecondLanguageSection initiallyOpen={initiallyOpen || Boolean(optionsError)}>
      <Field label={inRussian(t('dialog.question'))}>
        <TextArea id="q-ru-question" lang="ru" rows={3} {...register('translations.ru.question')} />
      </Field>
      {type === 'scenario' && (
        <Field label={inRussian(t('dialog.scenario'))}>
          <TextArea id="q-ru-scenario" lang="ru" rows={3} {...register('translations.ru.scenario')} />
        </Field>
      )}
      {type === 'multiple-choice' ? (
        <Fieldset>
          <Label as="legend">{inRussian(t('dialog.options'))}</Label>
          <Stack $gap="sm">
            {[0, 1, 2, 3].map((i) => {
              const label = inRussian(t('dialog.option', { n: i + 1 }));
              return <Input key={i} lang="ru" aria-label={label} placeholder={label} {...register(`translations.ru.options.${i}`)} />;
            })}
          </Stack>
          {optionsError && <FieldError role="alert">{tc(optionsError)}</FieldError>}
        </Fieldset>
      ) : (
        <>
          <Field label={inRussian(t('dialog.correctAnswer'))}>
            <TextArea id="q-ru-correct" lang="ru" rows={2} {...register('translations.ru.correctAnswer')} />
          </Field>
          <Field label={inRussian(t('dialog.rubric'))}>
            <TextArea id="q-ru-rubric" lang="ru" rows={3} {...register('translations.ru.rubric')} />
          </Field>
        </>
      )}
    </SecondLanguageSection>
  );
}
