import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from '@app/contracts/zod';
import { practiceReminderBodySchema } from '@app/contracts/reminders';
import { errorText } from '@app/api-client/http';
import { Button, Card, Input, Stack } from '@app/ui/components';
import { Field } from '@app/ui/field';
import { SectionHeading } from '@app/ui/section-heading';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { scheduleReminder } from '@app/api-client/calls';
import type { Skill } from '../hooks/insight-stats';

/** The form asks for the time; the skill is the weakest one, added on submit. */
const reminderFormSchema = practiceReminderBodySchema.pick({ dueAt: true });
type FormInput = z.input<typeof reminderFormSchema>;
type FormOutput = z.output<typeof reminderFormSchema>;

/** Schedule a reminder (a notification at the chosen time), open transcripts, call on the weakest skill. */
export function QuickActions({ weakest, onReview }: { weakest: Skill | null; onReview: () => void }) {
  const { t } = useTranslation('voice');
  const { toast, navigate } = useRemoteProps();
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, watch, formState: { errors } } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(reminderFormSchema),
    defaultValues: { dueAt: '' },
  });
  const when = watch('dueAt');
  const schedule = useMutation({ mutationFn: scheduleReminder });
  // The rule's message is an i18n key of the common namespace.
  const message = errors.dueAt?.message;
  const submit = ({ dueAt }: FormOutput) => {
    schedule.mutate(
      { dueAt: dueAt.toISOString(), skill: weakest ?? undefined },
      {
        onSuccess: () => {
          toast({ title: t('stats.reminderSaved'), description: t('stats.reminderSavedBody') });
          setOpen(false);
        },
        onError: (err) => toast({ title: t('stats.schedule'), description: errorText(err), variant: 'destructive' }),
      },
    );
  };
  return (
    <Card aria-labelledby="quick-actions">
      <Stack>
        <SectionHeading id="quick-actions">{t('stats.actions')}</SectionHeading>
        <Button type="button" $variant="ghost" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {t('stats.schedule')}
        </Button>
        {open && (
          <Stack as="form" $gap="sm" noValidate onSubmit={handleSubmit(submit)}>
            <Field label={t('stats.reminderAt')} error={message && t(message, { ns: ['voice', 'common'] })}>
              <Input id="reminder-at" type="datetime-local" required {...register('dueAt')} />
            </Field>
            <Button type="submit" disabled={!when || schedule.isPending}>
              {t('stats.saveReminder')}
            </Button>
          </Stack>
        )}
        <Button type="button" $variant="ghost" onClick={onReview}>
          {t('stats.review')}
        </Button>
        <Button type="button" onClick={() => navigate(`/voice-training${weakest ? `?focus=${weakest}` : ''}`)}>
          {weakest ? t('stats.focusSkill', { skill: t(`call.metrics.${weakest}`) }) : t('stats.focus')}
        </Button>
      </Stack>
    </Card>
  );
}
