import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, FieldError, Input, Stack } from '@app/ui/components';
import {
  QUIZ_CATEGORIES, QUIZ_DIFFICULTIES, QUIZ_POINTS, QUIZ_QUESTION_TYPES, quizQuestionInputSchema,
  type AdminQuizQuestion, type QuizCategory, type QuizDifficulty, type QuizQuestionType,
} from '@app/contracts/quiz-questions';
import { Dialog } from '@app/ui/dialog';
import { useSaveQuizQuestion } from '../api/save-quiz-question';
import { CATEGORY_KEY } from '../data/quiz-taxonomy';
import { Select } from '@app/ui/select';
import { TextArea } from '@app/ui/text-area';
import { FormActions } from '../../../components/form-controls';
import { QuestionTranslationFields } from './question-translation-fields';
import { useContentLanguage } from '../../../lib/content-language';

export interface QuestionFormValues {
  type: QuizQuestionType;
  question: string;
  category: QuizCategory;
  difficulty: QuizDifficulty;
  options: string[];
  correctAnswer: string;
  scenario: string;
  rubric: string;
  subcategory: string;
  /** The Russian texts, options slot by slot; the stored explanation rides along unchanged. */
  translations: { ru: { question: string; scenario: string; options: string[]; correctAnswer: string; rubric: string; explanation: string } };
}
type FormValues = QuestionFormValues;

/** Spec 001 §3/§9: four empty option slots by default for multiple choice. */
function defaults(q: AdminQuizQuestion | undefined): FormValues {
  const options = [...(q?.options ?? [])];
  while (options.length < 4) options.push('');
  const ru = q?.translations?.ru ?? {};
  const ruOptions = options.map((_, i) => ru.options?.[i] ?? '');
  return {
    type: q?.type ?? 'multiple-choice',
    question: q?.question ?? '',
    category: q?.category ?? 'property-basics',
    difficulty: q?.difficulty ?? 'beginner',
    options,
    correctAnswer: q?.correctAnswer ?? '',
    scenario: q?.scenario ?? '',
    rubric: q?.rubric ?? '',
    subcategory: q?.subcategory ?? '',
    translations: {
      ru: {
        question: ru.question ?? '', scenario: ru.scenario ?? '', options: ruOptions, correctAnswer: ru.correctAnswer ?? '',
        rubric: ru.rubric ?? '', explanation: ru.explanation ?? '',
      },
    },
  };
}

/** Create New Question / Edit Question (spec 001 §2, §5), validated by the same schema as the API. onSaved gets the saved question. */
export function QuestionDialog({ question, onClose, onSaved }: { question?: AdminQuizQuestion; onClose: () => void; onSaved?: (saved: AdminQuizQuestion) => void }) {
  const { t } = useTranslation('adminPanel');
  const { t: ta } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const lang = useContentLanguage();
  const save = useSaveQuizQuestion(question?.id, (saved) => {
    onSaved?.(saved);
    onClose();
  });
  const { register, handleSubmit, watch, formState: { errors } } = useForm<FormValues>({
    defaultValues: defaults(question),
    // The API's own rules (messages are i18n keys of "common"), so the form and the server never disagree.
    resolver: zodResolver(quizQuestionInputSchema) as unknown as Resolver<FormValues>,
  });
  const type = watch('type');
  const filled = watch('options').filter((o) => o.trim());
  const error = (message?: string, id?: string) => (message ? <FieldError id={id} role="alert">{tc(message)}</FieldError> : null);
  const optionsError = errors.options?.message ?? errors.options?.root?.message;
  const described = (name: string, has: boolean) => (has ? { 'aria-describedby': `q-${name}-error`, 'aria-invalid': true } : {});

  return (
    <Dialog open form onOpenChange={(open) => !open && onClose()} title={question ? t('dialog.editTitle') : t('dialog.createTitle')}>
      <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <Stack>
          <Field>
            <label htmlFor="q-type">{t('dialog.type')}</label>
            <Select id="q-type" {...register('type')}>
              {QUIZ_QUESTION_TYPES.map((v) => <option key={v} value={v}>{t(`questions.types.${v}`)}</option>)}
            </Select>
          </Field>
          <Field>
            <label htmlFor="q-category">{t('dialog.category')}</label>
            <Select id="q-category" {...register('category')} {...described('category', !!errors.category)}>
              {QUIZ_CATEGORIES.map((v) => <option key={v} value={v}>{ta(`questions.categories.${CATEGORY_KEY[v]}`)}</option>)}
            </Select>
            {error(errors.category?.message, 'q-category-error')}
          </Field>
          <Field>
            <label htmlFor="q-difficulty">{t('dialog.difficulty')}</label>
            <Select id="q-difficulty" {...register('difficulty')}>
              {QUIZ_DIFFICULTIES.map((v) => (
                <option key={v} value={v}>{t('dialog.difficultyOption', { label: ta(`questions.difficulty.${v}`), n: QUIZ_POINTS[v] })}</option>
              ))}
            </Select>
          </Field>
          <Field>
            <label htmlFor="q-question">{t('dialog.question')}</label>
            <TextArea id="q-question" rows={3} {...register('question')} {...described('question', !!errors.question)} />
            {error(errors.question?.message, 'q-question-error')}
          </Field>
          {type === 'scenario' && (
            <Field>
              <label htmlFor="q-scenario">{t('dialog.scenario')}</label>
              <TextArea id="q-scenario" rows={3} {...register('scenario')} />
            </Field>
          )}
          {type === 'multiple-choice' ? (
            <>
              <fieldset>
                <legend>{t('dialog.options')}</legend>
                <Stack $gap="sm">
                  {[0, 1, 2, 3].map((i) => (
                    <Input key={i} aria-label={t('dialog.option', { n: i + 1 })} placeholder={t('dialog.option', { n: i + 1 })} {...register(`options.${i}`)} />
                  ))}
                </Stack>
                {error(optionsError)}
              </fieldset>
              <Field>
                <label htmlFor="q-correct">{t('dialog.correctAnswer')}</label>
                <Select id="q-correct" {...register('correctAnswer')} {...described('correct', !!errors.correctAnswer)}>
                  <option value="">{t('dialog.correctAnswerPick')}</option>
                  {filled.map((o, i) => <option key={`${i}-${o}`} value={o}>{o}</option>)}
                </Select>
                {error(errors.correctAnswer?.message, 'q-correct-error')}
              </Field>
            </>
          ) : (
            <>
              <Field>
                <label htmlFor="q-correct">{t('dialog.correctAnswer')}</label>
                <TextArea id="q-correct" rows={2} {...register('correctAnswer')} />
              </Field>
              <Field>
                <label htmlFor="q-rubric">{t('dialog.rubric')}</label>
                <TextArea id="q-rubric" rows={3} {...register('rubric')} />
              </Field>
            </>
          )}
          <Field>
            <label htmlFor="q-subcategory">{t('dialog.subcategory')}</label>
            <Input id="q-subcategory" {...register('subcategory')} />
          </Field>
          <QuestionTranslationFields type={type} register={register} errors={errors} initiallyOpen={Boolean(question?.translations?.ru) || lang === 'ru'} />
          <FormActions onCancel={onClose} cancelLabel={t('dialog.cancel')} submitLabel={save.isPending ? t('dialog.saving') : question ? t('dialog.update') : t('dialog.create')} disabled={save.isPending} />
        </Stack>
      </form>
    </Dialog>
  );
}
