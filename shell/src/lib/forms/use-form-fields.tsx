import { useId } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@app/ui/components';

/**
 * Wires react-hook-form fields for screen readers: each control gets an id, aria-invalid while it
 * is wrong and aria-describedby pointing at its message. Messages are the shared schemas' i18n
 * keys (common namespace), so the API and the form say the same thing.
 */
export function useFormFields<T extends FieldValues>(form: UseFormReturn<T>) {
  const { t } = useTranslation('common');
  const base = useId();
  const idOf = (name: Path<T>) => `${base}-${name}`;
  const messageOf = (name: Path<T>) => {
    const error = form.formState.errors[name] as { message?: unknown } | undefined;
    return typeof error?.message === 'string' ? error.message : undefined;
  };
  return {
    idOf,
    input: (name: Path<T>) => {
      const invalid = messageOf(name) !== undefined;
      return {
        id: idOf(name),
        ...form.register(name),
        'aria-invalid': invalid || undefined,
        'aria-describedby': invalid ? `${idOf(name)}-error` : undefined,
      };
    },
    error: (name: Path<T>) => {
      const message = messageOf(name);
      return message ? <FieldError id={`${idOf(name)}-error`}>{t(message)}</FieldError> : null;
    },
  };
}
