import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from '@app/contracts/zod';
import { FieldError, Input, Label, Stack } from '@app/ui/components';
import { Field } from '@app/ui/field';
import {
  QUIZ_CATEGORIES, QUIZ_DIFFICULTIES, QUIZ_POINTS, QUIZ_QUESTION_TYPES, quizQuestionInputSchema, quizQuestionTypeSchema,
  type AdminQuizQuestion, type QuizQuestionInput,
} from '@app/contracts/quiz-questions';
import { Dialog } from '@app/ui/dialog';
import { useSaveQuizQuestion } from '../api/save-quiz-question';
import { CATEGORY_KEY } from '../data/quiz-taxonomy';
import { Select } from '@app/ui/select';
import { TextArea } from '@app/ui/text-area';
import { Fieldset, FormActions } from '../../../components/form-controls';
import { QuestionTranslationFields } from './question-translation-fields';
import { useContentLanguage } from '../../../lib/content-language';

/** The form holds the contract's input (options and their Russian texts slot by slot); it submits the schema's output. */
export type QuestionFormValues = QuizQuestionInput;
type FormValues = QuestionFormValues;
type SavedValues = z.output<typeof quizQuestionInputSchema>;

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
  const { register, handleSubmit, watch, formState: { errors } } = useForm<FormValues, unknown, SavedValues>({
    defaultValues: defaults(question),
    // The API's own rules (messages are i18n keys of "common"), so the form and the server never disagree.
    resolver: zodResolver(quizQuestionInputSchema),
  });
  // The contract reads the type leniently (an old spelling is accepted), so the form's value is parsed, not assumed.
  const type = quizQuestionTypeSchema.safeParse(watch('type')).data ?? 'multiple-choice';
  const filled = (watch('options') ?? []).filter((o) => o.trim());
  const message = (text?: string) => (text ? tc(text) : undefined);
  const optionsError = errors.options?.message ?? errors.options?.root?.message;

  return (
    <Dialog open form onOpenChange={(open) => !open && onClose()} title={question ? t('dialog.editTitle') : t('dialog.createTitle')}>
      <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <Stack>
          <Field label={t('dialog.type')}>
            <Select id="q-type" {...register('type')}>
              {QUIZ_QUESTION_TYPES.map((v) => <option key={v} value={v}>{t(`questions.types.${v}`)}</option>)}
            </Select>
          </Field>
          <Field label={t('dialog.category')} error={message(errors.category?.message)}>
            <Select id="q-category" {...register('category')}>
              {QUIZ_CATEGORIES.map((v) => <option key={v} value={v}>{ta(`questions.categories.${CATEGORY_KEY[v]}`)}</option>)}
            </Select>
          </Field>
          <Field label={t('dialog.difficulty')}>
            <Select id="q-difficulty" {...register('difficulty')}>
              {QUIZ_DIFFICULTIES.map((v) => (
                <option key={v} value={v}>{t('dialog.difficultyOption', { label: ta(`questions.difficulty.${v}`), n: QUIZ_POINTS[v] })}</option>
              ))}
            </Select>
          </Field>
          <Field label={t('dialog.question')} error={message(errors.question?.message)}>
            <TextArea id="q-question" rows={3} {...register('question')} />
          </Field>
          {type === 'scenario' && (
            <Field label={t('dialog.scenario')}>
              <TextArea id="q-scenario" rows={3} {...register('scenario')} />
            </Field>
          )}
          {type === 'multiple-choice' ? (
            <>
              <Fieldset>
                <Label as="legend">{t('dialog.options')}</Label>
                <Stack $gap="sm">
                  {[0, 1, 2, 3].map((i) => (
                    <Input key={i} aria-label={t('dialog.option', { n: i + 1 })} placeholder={t('dialog.option', { n: i + 1 })} {...register(`options.${i}`)} />
                  ))}
                </Stack>
                {optionsError && <FieldError role="alert">{tc(optionsError)}</FieldError>}
              </Fieldset>
              <Field label={t('dialog.correctAnswer')} error={message(errors.correctAnswer?.message)}>
                <Select id="q-correct" {...register('correctAnswer')}>
                  <option value="">{t('dialog.correctAnswerPick')}</option>
                  {filled.map((o, i) => <option key={`${i}-${o}`} value={o}>{o}</option>)}
                </Select>
              </Field>
            </>
          ) : (
            <>
              <Field label={t('dialog.correctAnswer')}>
                <TextArea id="q-correct" rows={2} {...register('correctAnswer')} />
              </Field>
              <Field label={t('dialog.rubric')}>
                <TextArea id="q-rubric" rows={3} {...register('rubric')} />
              </Field>
            </>
          )}
          <Field label={t('dialog.subcategory')}>
            <Input id="q-subcategory" {...register('subcategory')} />
          </Field>
          <QuestionTranslationFields type={type} register={register} errors={errors} initiallyOpen={Boolean(question?.translations?.ru) || lang === 'ru'} />
          <FormActions onCancel={onClose} cancelLabel={t('dialog.cancel')} submitLabel={save.isPending ? t('dialog.saving') : question ? t('dialog.update') : t('dialog.create')} disabled={save.isPending} />
        </Stack>
      </form>
    </Dialog>
  );
}
