import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from '@app/contracts/zod';
import { errorText } from '@app/api-client/http';
import { MAX_SCENARIO_TIPS, SCENARIO_CATEGORIES, SCENARIO_DIFFICULTIES, SCENARIO_TYPES, scenarioInputSchema, type AdminScenario, type ScenarioInput } from '@app/contracts/scenarios';
import { FieldError, Input, Stack } from '@app/ui/components';
import { Field } from '@app/ui/field';
import { Dialog } from '@app/ui/dialog';
import { Select } from '@app/ui/select';
import { TextArea } from '@app/ui/text-area';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { FormActions, CheckRow } from '../../../components/form-controls';
import { useContentLanguage } from '../../../lib/content-language';
import { useSaveScenario } from '../api/save-scenario';
import { draftOf, ScorecardEditor } from './scorecard-editor';
import { ScenarioTranslationFields } from './scenario-translation-fields';
import { TipsEditor } from './tips-editor';

type FormOutput = z.output<typeof scenarioInputSchema>;

/** Spec 001 §4/§9: a new scenario starts as chat, medium, objection, active, on the default card. */
const BLANK: ScenarioInput = {
  title: '', description: '', type: 'chat', difficulty: 'medium', category: 'objection', clientName: '', clientType: '',
  initialMessage: '', expectedResponse: '', tips: [], isActive: true, translations: { ru: russianOf(null) }, scorecard: null,
};

function russianOf(s: AdminScenario | null) {
  const ru = s?.translations?.ru ?? {};
  return {
    title: ru.title ?? '', description: ru.description ?? '', clientType: ru.clientType ?? '',
    initialMessage: ru.initialMessage ?? '', expectedResponse: ru.expectedResponse ?? '', tips: ru.tips ?? [],
  };
}

const fromScenario = (s: AdminScenario): ScenarioInput => ({
  title: s.title, description: s.description, type: s.type, difficulty: s.difficulty, category: s.category, clientName: s.clientName,
  clientType: s.clientType, initialMessage: s.initialMessage || s.scenario, expectedResponse: s.expectedResponse, tips: s.tips, isActive: s.isActive,
  translations: { ru: russianOf(s) }, scorecard: draftOf(s.scorecard),
});

/** The first message anywhere in the form's errors (a scorecard's criterion, a translation), skipping the fields' element refs. */
function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  for (const [key, value] of Object.entries(error)) {
    const found = key === 'ref' ? undefined : firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

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
  const { register, handleSubmit, watch, setValue, formState: { errors, isSubmitted } } = useForm<ScenarioInput, unknown, FormOutput>({
    defaultValues: editing ? fromScenario(editing) : BLANK,
    // The API's own rules (messages are i18n keys), so the dialog and the server never disagree.
    resolver: zodResolver(scenarioInputSchema),
  });
  const [title, initialMessage, type] = watch(['title', 'initialMessage', 'type']);
  const canSave = title.trim() !== '' && initialMessage.trim() !== '' && !save.isPending;
  // Spec 001 §3: client fields only for the conversational types.
  const withClient = type === 'chat' || type === 'call';
  const problem = firstMessage(errors);

  const submit = (values: FormOutput) => {
    const ru = values.translations?.ru ?? {};
    const input: ScenarioInput = {
      ...values,
      ...(withClient ? {} : { clientName: '', clientType: '' }),
      translations: { ru: withClient ? ru : { ...ru, clientType: '' } },
    };
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

  const text = (key: 'title' | 'description' | 'clientName' | 'clientType', max: number, multiline = false) => {
    const props = { id: `scenario-${key}`, maxLength: max, ...register(key), ...(errors[key] ? { 'aria-invalid': true } : {}) };
    return <Field label={t(`dialog.${key}`)}>{multiline ? <TextArea rows={2} {...props} /> : <Input {...props} />}</Field>;
  };
  const choice = (key: 'type' | 'difficulty' | 'category', label: string, values: readonly string[], labelOf: (v: string) => string) => (
    <Field label={label}>
      <Select id={`scenario-${key}`} {...register(key)}>
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
      <form onSubmit={handleSubmit(submit)} noValidate>
        <Stack>
          {text('title', 120)}
          {text('description', 1000, true)}
          {choice('type', t('dialog.type'), SCENARIO_TYPES, (v) => t(`scenarios.types.${v}`))}
          {choice('difficulty', t('dialog.difficulty'), SCENARIO_DIFFICULTIES, (v) => t(`scenarios.difficulties.${v}`))}
          {choice('category', t('dialog.category'), SCENARIO_CATEGORIES, (v) => t(`scenarios.categories.${v}`))}
          {withClient && text('clientName', 80)}
          {withClient && text('clientType', 80)}
          <Field label={t('dialog.initialMessage')}>
            <TextArea id="scenario-initialMessage" rows={3} maxLength={2000} {...register('initialMessage')} {...(errors.initialMessage ? { 'aria-invalid': true } : {})} />
          </Field>
          <Field label={t('dialog.expectedResponse')}>
            <TextArea id="scenario-expectedResponse" rows={2} maxLength={2000} {...register('expectedResponse')} />
          </Field>
          <TipsEditor tips={watch('tips') ?? []} max={MAX_SCENARIO_TIPS} onChange={(tips) => setValue('tips', tips, { shouldValidate: isSubmitted })} />
          <ScenarioTranslationFields
            register={register}
            tips={watch('translations.ru.tips') ?? []}
            onTipsChange={(tips) => setValue('translations.ru.tips', tips, { shouldValidate: isSubmitted })}
            withClient={withClient}
            initiallyOpen={Boolean(editing?.translations?.ru) || lang === 'ru'}
          />
          <ScorecardEditor value={watch('scorecard') ?? null} onChange={(card) => setValue('scorecard', card, { shouldValidate: isSubmitted })} />
          <CheckRow>
            <input type="checkbox" {...register('isActive')} />
            {t('dialog.active')}
          </CheckRow>
          {problem && <FieldError role="alert">{t(problem, { ns: ['knowledge', 'common'] })}</FieldError>}
          <FormActions onCancel={onClose} cancelLabel={t('dialog.cancel')} submitLabel={save.isPending ? t('dialog.saving') : t('dialog.save')} disabled={!canSave} />
        </Stack>
      </form>
    </Dialog>
  );
}
