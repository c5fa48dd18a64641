import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from '@app/contracts/zod';
import { errorText } from '@app/api-client/http';
import { coachingPhraseInputSchema, PHRASE_CATEGORIES, PHRASE_DIFFICULTIES, type CoachingPhrase } from '@app/contracts/coaching-phrases';
import { Stack } from '@app/ui/components';
import { Field } from '@app/ui/field';
import { Dialog } from '@app/ui/dialog';
import { Select } from '@app/ui/select';
import { TextArea } from '@app/ui/text-area';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { FormActions, CheckRow } from '../../../components/form-controls';
import { useSavePhrase } from '../api/save-phrase';

type FormInput = z.input<typeof coachingPhraseInputSchema>;
type FormOutput = z.output<typeof coachingPhraseInputSchema>;
type TextKey = 'situation' | 'poorExample' | 'betterExample' | 'tip';

/** Spec 001 §3: a new coaching phrase starts in objections, medium. */
const BLANK: FormInput = { category: 'objections', situation: '', poorExample: '', betterExample: '', tip: '', difficulty: 'medium', isActive: true };
const TEXTS: TextKey[] = ['situation', 'poorExample', 'betterExample', 'tip'];

const valuesOf = ({ category, situation, poorExample, betterExample, tip, difficulty, isActive }: CoachingPhrase): FormInput => ({
  category, situation, poorExample, betterExample, tip, difficulty, isActive,
});

/** The contract's messages are zod's own: the field says what is wrong in the reader's language instead. */
const messageKey = ({ type }: { type: string }) => (type === 'too_big' ? 'validation.tooLong' : 'validation.required');

export function PhraseDialog({ editing, onClose }: { editing: CoachingPhrase | null; onClose: () => void }) {
  const { t } = useTranslation('knowledge');
  const { t: tc } = useTranslation('common');
  const { toast } = useRemoteProps();
  const save = useSavePhrase();
  const { register, handleSubmit, watch, formState: { errors } } = useForm<FormInput, unknown, FormOutput>({
    defaultValues: editing ? valuesOf(editing) : BLANK,
    // The API's own rules, so the dialog and the server never disagree.
    resolver: zodResolver(coachingPhraseInputSchema),
  });
  const texts = watch(TEXTS);
  const canSave = texts.every((text) => text.trim() !== '') && !save.isPending;

  const submit = (input: FormOutput) =>
    save.mutate(
      { id: editing?.id ?? null, input },
      {
        onSuccess: () => {
          toast(editing ? { title: t('phrases.updatedTitle') } : { title: t('phrases.addedTitle'), description: t('phrases.addedBody') });
          onClose();
        },
        onError: (err) => toast({ title: t('phrases.failed'), description: errorText(err), variant: 'destructive' }),
      },
    );

  return (
    <Dialog open form onOpenChange={(open) => !open && onClose()} title={t(editing ? 'phrases.dialogEdit' : 'phrases.dialogAdd')}>
      <form onSubmit={handleSubmit(submit)} noValidate>
        <Stack>
          <Field label={t('phrases.category')}>
            <Select id="phrase-category" {...register('category')}>
              {PHRASE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`phrases.categories.${c}`)}
                </option>
              ))}
            </Select>
          </Field>
          {TEXTS.map((key) => {
            const error = errors[key];
            return (
              <Field key={key} label={t(`phrases.${key}`)} error={error && tc(messageKey(error))}>
                <TextArea id={`phrase-${key}`} rows={2} maxLength={key === 'situation' ? 500 : 1000} {...register(key)} />
              </Field>
            );
          })}
          <Field label={t('phrases.difficulty')}>
            <Select id="phrase-difficulty" {...register('difficulty')}>
              {PHRASE_DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {t(`scenarios.difficulties.${d}`)}
                </option>
              ))}
            </Select>
          </Field>
          <CheckRow>
            <input type="checkbox" {...register('isActive')} />
            {t('phrases.active')}
          </CheckRow>
          <FormActions onCancel={onClose} cancelLabel={t('dialog.cancel')} submitLabel={save.isPending ? t('dialog.saving') : t('dialog.save')} disabled={!canSave} />
        </Stack>
      </form>
    </Dialog>
  );
}
