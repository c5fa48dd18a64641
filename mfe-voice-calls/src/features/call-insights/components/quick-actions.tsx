import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@app/api-client/http';
import { Button, Card, Input, Label, Stack } from '@app/ui/components';
import { SectionHeading } from '@app/ui/section-heading';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { scheduleReminder } from '@app/api-client/calls';
import type { Skill } from '../hooks/insight-stats';

/** Schedule a reminder (a notification at the chosen time), open transcripts, call on the weakest skill. */
export function QuickActions({ weakest, onReview }: { weakest: Skill | null; onReview: () => void }) {
  const { t } = useTranslation('voice');
  const { toast, navigate } = useRemoteProps();
  const [open, setOpen] = useState(false);
  const [when, setWhen] = useState('');
  const schedule = useMutation({ mutationFn: scheduleReminder });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    schedule.mutate(
      { dueAt: new Date(when).toISOString(), skill: weakest ?? undefined },
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
          <Stack as="form" $gap="sm" onSubmit={submit}>
            <Label htmlFor="reminder-at">{t('stats.reminderAt')}</Label>
            <Input id="reminder-at" type="datetime-local" required value={when} onChange={(e) => setWhen(e.target.value)} />
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
