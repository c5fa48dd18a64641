import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@app/api-client/http';
import { PHRASE_CATEGORIES, PHRASE_DIFFICULTIES, type CoachingPhrase } from '@app/contracts/coaching-phrases';
import { Field, Label, Stack } from '@app/ui/components';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { Select } from '@app/ui/select';
import { TextArea } from '@app/ui/text-area';
import { FormActions, CheckRow } from '../../../components/form-controls';
import { Dialog } from '@app/ui/dialog';
import { useSavePhrase } from '../api/save-phrase';

type Form = Pick<CoachingPhrase, 'category' | 'situation' | 'poorExample' | 'betterExample' | 'tip' | 'difficulty' | 'isActive'>;
type TextKey = 'situation' | 'poorExample' | 'betterExample' | 'tip';

/** Spec 001 §3: a new coaching phrase starts in objections, medium. */
const BLANK: Form = { category: 'objections', situation: '', poorExample: '', betterExample: '', tip: '', difficulty: 'medium', isActive: true };
const TEXTS: TextKey[] = ['situation', 'poorExample', 'betterExample', 'tip'];

export function PhraseDialog({ editing, onClose }: { editing: CoachingPhrase | null; onClose: () => void }) {
  const { t } = useTranslation('knowledge');
  const { toast } = useRemoteProps();
  const save = useSavePhrase();
  const [form, setForm] = useState<Form>(() => (editing ? { ...editing } : BLANK));
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const canSave = TEXTS.every((k) => form[k].trim() !== '') && !save.isPending;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!canSave) return;
    const { category, situation, poorExample, betterExample, tip, difficulty, isActive } = form;
    save.mutate(
      { id: editing?.id ?? null, input: { category, situation, poorExample, betterExample, tip, difficulty, isActive } },
      {
        onSuccess: () => {
          toast(editing ? { title: t('phrases.updatedTitle') } : { title: t('phrases.addedTitle'), description: t('phrases.addedBody') });
          onClose();
        },
        onError: (err) => toast({ title: t('phrases.failed'), description: errorText(err), variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open form onOpenChange={(open) => !open && onClose()} title={t(editing ? 'phrases.dialogEdit' : 'phrases.dialogAdd')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Field>
            <Label htmlFor="phrase-category">{t('phrases.category')}</Label>
            <Select id="phrase-category" value={form.category} onChange={(e) => set('category', e.target.value as Form['category'])}>
              {PHRASE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`phrases.categories.${c}`)}
                </option>
              ))}
            </Select>
          </Field>
          {TEXTS.map((key) => (
            <Field key={key}>
              <Label htmlFor={`phrase-${key}`}>{t(`phrases.${key}`)}</Label>
              <TextArea id={`phrase-${key}`} rows={2} maxLength={key === 'situation' ? 500 : 1000} value={form[key]} onChange={(e) => set(key, e.target.value)} />
            </Field>
          ))}
          <Field>
            <Label htmlFor="phrase-difficulty">{t('phrases.difficulty')}</Label>
            <Select id="phrase-difficulty" value={form.difficulty} onChange={(e) => set('difficulty', e.target.value as Form['difficulty'])}>
              {PHRASE_DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {t(`scenarios.difficulties.${d}`)}
                </option>
              ))}
            </Select>
          </Field>
          <CheckRow>
            <input type="checkbox" checked={form.isActive} onChange={(e) => set('isActive', e.target.checked)} />
            {t('phrases.active')}
          </CheckRow>
          <FormActions onCancel={onClose} cancelLabel={t('dialog.cancel')} submitLabel={save.isPending ? t('dialog.saving') : t('dialog.save')} disabled={!canSave} />
        </Stack>
      </form>
    </Dialog>
  );
}
