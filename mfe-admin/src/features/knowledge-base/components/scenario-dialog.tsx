import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@app/api-client/http';
import { MAX_SCENARIO_TIPS, SCENARIO_CATEGORIES, SCENARIO_DIFFICULTIES, SCENARIO_TYPES, type AdminScenario, type ScenarioInput } from '@app/contracts/scenarios';
import { Field, Input, Label, Stack } from '@app/ui/components';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { Select } from '@app/ui/select';
import { TextArea } from '@app/ui/text-area';
import { FormActions, CheckRow } from '../../../components/form-controls';
import { Dialog } from '@app/ui/dialog';
import { useSaveScenario } from '../api/save-scenario';
import { TipsEditor } from './tips-editor';
import { ScenarioTranslationFields, type ScenarioRussian } from './scenario-translation-fields';
import { useContentLanguage } from '../../../lib/content-language';
import { ScorecardEditor, draftOf, type CardDraft } from './scorecard-editor';

type Form = Required<Omit<ScenarioInput, 'scenario' | 'translations' | 'scorecard'>>;

/** Spec 001 §4/§9: a new scenario starts as chat, medium, objection, active. */
const BLANK: Form = {
  title: '', description: '', type: 'chat', difficulty: 'medium', category: 'objection', clientName: '', clientType: '',
  initialMessage: '', expectedResponse: '', tips: [], isActive: true,
};

const fromScenario = (s: AdminScenario): Form => ({
  title: s.title, description: s.description, type: s.type, difficulty: s.difficulty, category: s.category, clientName: s.clientName,
  clientType: s.clientType, initialMessage: s.initialMessage || s.scenario, expectedResponse: s.expectedResponse, tips: s.tips, isActive: s.isActive,
});

const russianOf = (s: AdminScenario | null): ScenarioRussian => {
  const ru = s?.translations?.ru ?? {};
  return {
    title: ru.title ?? '', description: ru.description ?? '', clientType: ru.clientType ?? '',
    initialMessage: ru.initialMessage ?? '', expectedResponse: ru.expectedResponse ?? '', tips: ru.tips ?? [],
  };
};

interface Props {
  /** null: add a new scenario. */
  editing: AdminScenario | null;
  onClose: () => void;
}

export function ScenarioDialog({ editing, onClose }: Props) {
  const { t } = useTranslation('knowledge');
  const { toast } = useRemoteProps();
  const save = useSaveScenario();
  const lang = useContentLanguage();
  const [form, setForm] = useState<Form>(() => (editing ? fromScenario(editing) : BLANK));
  const [russian, setRussian] = useState<ScenarioRussian>(() => russianOf(editing));
  const [card, setCard] = useState<CardDraft | null>(() => draftOf(editing?.scorecard));
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const canSave = form.title.trim() !== '' && form.initialMessage.trim() !== '' && !save.isPending;
  // Spec 001 §3: client fields only for the conversational types.
  const withClient = form.type === 'chat' || form.type === 'call';

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!canSave) return;
    const ru = withClient ? russian : { ...russian, clientType: '' };
    const input: ScenarioInput = { ...(withClient ? form : { ...form, clientName: '', clientType: '' }), translations: { ru }, scorecard: card };
    save.mutate(
      { id: editing?.id ?? null, input },
      {
        onSuccess: () => {
          toast(editing ? { title: t('scenarios.updatedTitle'), description: t('scenarios.updatedBody') } : { title: t('scenarios.addedTitle'), description: t('scenarios.addedBody') });
          onClose();
        },
        onError: (err) => toast({ title: t('scenarios.failed'), description: errorText(err), variant: 'destructive' }),
      },
    );
  };

  const text = (key: 'title' | 'description' | 'clientName' | 'clientType', max: number) => (
    <Field>
      <Label htmlFor={`scenario-${key}`}>{t(`dialog.${key}`)}</Label>
      <Input id={`scenario-${key}`} value={form[key]} maxLength={max} onChange={(e) => set(key, e.target.value)} />
    </Field>
  );
  const choice = <K extends 'type' | 'difficulty' | 'category'>(key: K, label: string, values: readonly Form[K][], labelOf: (v: Form[K]) => string) => (
    <Field>
      <Label htmlFor={`scenario-${key}`}>{label}</Label>
      <Select id={`scenario-${key}`} value={form[key]} onChange={(e) => set(key, e.target.value as Form[K])}>
        {values.map((v) => (
          <option key={v} value={v}>
            {labelOf(v)}
          </option>
        ))}
      </Select>
    </Field>
  );

  return (
    <Dialog open form onOpenChange={(open) => !open && onClose()} title={t(editing ? 'dialog.editTitle' : 'dialog.addTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {text('title', 120)}
          <Field>
            <Label htmlFor="scenario-description">{t('dialog.description')}</Label>
            <TextArea id="scenario-description" rows={2} maxLength={1000} value={form.description} onChange={(e) => set('description', e.target.value)} />
          </Field>
          {choice('type', t('dialog.type'), SCENARIO_TYPES, (v) => t(`scenarios.types.${v}`))}
          {choice('difficulty', t('dialog.difficulty'), SCENARIO_DIFFICULTIES, (v) => t(`scenarios.difficulties.${v}`))}
          {choice('category', t('dialog.category'), SCENARIO_CATEGORIES, (v) => t(`scenarios.categories.${v}`))}
          {withClient && text('clientName', 80)}
          {withClient && text('clientType', 80)}
          <Field>
            <Label htmlFor="scenario-initialMessage">{t('dialog.initialMessage')}</Label>
            <TextArea id="scenario-initialMessage" rows={3} maxLength={2000} value={form.initialMessage} onChange={(e) => set('initialMessage', e.target.value)} />
          </Field>
          <Field>
            <Label htmlFor="scenario-expectedResponse">{t('dialog.expectedResponse')}</Label>
            <TextArea id="scenario-expectedResponse" rows={2} maxLength={2000} value={form.expectedResponse} onChange={(e) => set('expectedResponse', e.target.value)} />
          </Field>
          <TipsEditor tips={form.tips} max={MAX_SCENARIO_TIPS} onChange={(tips) => set('tips', tips)} />
          <ScenarioTranslationFields value={russian} onChange={setRussian} withClient={withClient} initiallyOpen={Boolean(editing?.translations?.ru) || lang === 'ru'} />
          <ScorecardEditor value={card} onChange={setCard} />
          <CheckRow>
            <input type="checkbox" checked={form.isActive} onChange={(e) => set('isActive', e.target.checked)} />
            {t('dialog.active')}
          </CheckRow>
          <FormActions onCancel={onClose} cancelLabel={t('dialog.cancel')} submitLabel={save.isPending ? t('dialog.saving') : t('dialog.save')} disabled={!canSave} />
        </Stack>
      </form>
    </Dialog>
  );
}
