import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { teamBodySchema, type TeamBody } from '@app/contracts/teams';
import { Button, FieldError, Input } from '@app/ui/components';

interface Props {
  label: string;
  submitLabel: string;
  initial?: string;
  pending: boolean;
  /** `done` clears the form after the server took it. */
  onSubmit: (name: string, done: () => void) => void;
}

/** A team's name: one line, checked with the contract's rule before it is sent. */
export function NameForm({ label, submitLabel, initial = '', pending, onSubmit }: Props) {
  const { t } = useTranslation('common');
  const form = useForm<TeamBody>({ resolver: zodResolver(teamBodySchema), defaultValues: { name: initial } });
  const error = form.formState.errors.name?.message;
  return (
    <Form onSubmit={form.handleSubmit(({ name }) => onSubmit(name, () => form.reset({ name: initial })))} noValidate>
      <Input aria-label={label} placeholder={label} aria-invalid={error ? true : undefined} {...form.register('name')} />
      <Button type="submit" disabled={pending}>{submitLabel}</Button>
      {error && <FieldError role="alert">{t(error)}</FieldError>}
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  > p { grid-column: 1 / -1; margin: 0; }
`;
