import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from '@app/contracts/zod';
import { resendVerificationRequestSchema } from '@app/contracts/auth';
import { Button, Input, Stack } from '@app/ui/components';
import { Field } from '@app/ui/field';
import { useToast } from '@app/ui/toast';
import { useResendVerification } from './api/resend-verification';
import { isNetworkFailure } from './error-text';
import { errorText } from '@app/api-client/http';

type FormInput = z.input<typeof resendVerificationRequestSchema>;
type FormOutput = z.output<typeof resendVerificationRequestSchema>;

/** E-mail entry and the resend button of the error and resend modes (spec 000 §2.11, §8). */
export function ResendForm({ initialEmail, submitLabel }: { initialEmail: string; submitLabel: string }) {
  const { t } = useTranslation('auth');
  const toast = useToast();
  // The request's own rule (trimmed, required, an address), so the form and the API agree.
  const { register, handleSubmit, getValues, formState: { errors } } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(resendVerificationRequestSchema),
    defaultValues: { email: initialEmail },
  });
  const mutation = useResendVerification({
    onSuccess: (res) => toast({ title: t('verify.sentTitle'), description: res.message || t('verify.sentFallback') }),
    onError: (err) => {
      const description = isNetworkFailure(err) ? t('common:errors.generic') : (errorText(err, t('verify.sendFailedFallback')));
      toast({ title: t('verify.sendErrorTitle'), description, variant: 'destructive' });
    },
  });

  // An empty address is also the "Email Required" toast; other mistakes show under the field only.
  const onInvalid = () => {
    if (!getValues('email').trim()) toast({ title: t('verify.emailRequiredTitle'), description: t('verify.emailRequiredBody'), variant: 'destructive' });
  };
  // The contract's messages are i18n keys of the common namespace.
  const message = errors.email?.message;

  return (
    <form onSubmit={handleSubmit((body) => mutation.mutate(body), onInvalid)} noValidate>
      <Stack>
        <Field label={t('email')} error={message && t(message, { ns: 'common' })}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('verify.sending') : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
