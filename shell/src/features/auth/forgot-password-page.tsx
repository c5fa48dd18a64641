import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@app/contracts/account';
import { Button, Field, Input, Label, Stack } from '@app/ui/components';
import { useToast } from '@app/ui/toast';
import { TextLink } from '@app/ui/links';
import { useFormFields } from '../../lib/forms/use-form-fields';
import { useForgotPassword } from './api/forgot-password';
import { AuthLayout } from './auth-layout';
import { isNetworkFailure } from './error-text';
import { errorText } from '@app/api-client/http';

/** /forgot-password: the same answer whatever the address (the server tells nobody which e-mails have accounts). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const toast = useToast();
  const form = useForm<ForgotPasswordRequest>({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email: '' } });
  const fields = useFormFields(form);
  const mutation = useForgotPassword({
    onSuccess: (res) => toast({ title: t('forgot.sentTitle'), description: res.message }),
    onError: (err) => {
      const description = isNetworkFailure(err) ? t('common:errors.generic') : (errorText(err, t('common:errors.generic')));
      toast({ title: t('forgot.failedTitle'), description, variant: 'destructive' });
    },
  });

  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <form onSubmit={form.handleSubmit((body) => mutation.mutate(body))} noValidate>
        <Stack>
          <Field>
            <Label htmlFor={fields.idOf('email')}>{t('auth:email')}</Label>
            <Input type="email" autoComplete="email" {...fields.input('email')} />
            {fields.error('email')}
          </Field>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('forgot.sending') : t('forgot.submit')}
          </Button>
          <TextLink to="/login">{t('forgot.backToLogin')}</TextLink>
        </Stack>
      </form>
    </AuthLayout>
  );
}
