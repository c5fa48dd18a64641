import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Input, Label, Stack } from '@app/ui/components';
import { useToast } from '@app/ui/toast';
import { useResendVerification } from './api/resend-verification';
import { isNetworkFailure } from './error-text';
import { errorText } from '@app/api-client/http';

/** E-mail entry and the resend button of the error and resend modes (spec 000 §2.11, §8). */
export function ResendForm({ initialEmail, submitLabel }: { initialEmail: string; submitLabel: string }) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const mutation = useResendVerification({
    onSuccess: (res) => toast({ title: t('verify.sentTitle'), description: res.message || t('verify.sentFallback') }),
    onError: (err) => {
      const description = isNetworkFailure(err) ? t('common:errors.generic') : (errorText(err, t('verify.sendFailedFallback')));
      toast({ title: t('verify.sendErrorTitle'), description, variant: 'destructive' });
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) {
      toast({ title: t('verify.emailRequiredTitle'), description: t('verify.emailRequiredBody'), variant: 'destructive' });
      return;
    }
    mutation.mutate({ email: email.trim() });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Field>
          <Label htmlFor={id}>{t('email')}</Label>
          <Input id={id} type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('verify.sending') : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
