import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type * as z from '@app/contracts/zod';
import { useTranslation } from 'react-i18next';
import { adminUserUpdateSchema, type AdminUser, type AdminUserUpdate } from '@app/contracts/admin';
import { Input, Stack } from '@app/ui/components';
import { Field } from '@app/ui/field';
import { Dialog } from '@app/ui/dialog';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { Select } from '@app/ui/select';
import { FormActions } from '../../../components/form-controls';

/** Edit user: name required, e-mail required and valid, role user or admin (spec 001 §5). */
export function UserEditDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation('adminPanel');
  const { t: tc } = useTranslation('common');
  const update = useUpdateAdminUser(user.id, onClose);
  const { register, handleSubmit, formState: { errors } } = useForm<z.input<typeof adminUserUpdateSchema>, unknown, AdminUserUpdate>({
    defaultValues: { name: user.name, email: user.email, role: user.role },
    resolver: zodResolver(adminUserUpdateSchema),
  });
  const message = (name: keyof AdminUserUpdate) => {
    const text = errors[name]?.message;
    return text ? tc(text) : undefined;
  };
  return (
    <Dialog open form onOpenChange={(open) => !open && onClose()} title={t('users.editTitle')}>
      <form noValidate onSubmit={handleSubmit((values) => update.mutate(values))}>
        <Stack>
          <Field label={t('users.name')} error={message('name')}>
            <Input id="u-name" autoComplete="off" {...register('name')} />
          </Field>
          <Field label={t('users.email')} error={message('email')}>
            <Input id="u-email" type="email" autoComplete="off" {...register('email')} />
          </Field>
          <Field label={t('users.role')}>
            <Select id="u-role" {...register('role')}>
              <option value="user">{t('users.roles.user')}</option>
              <option value="admin">{t('users.roles.admin')}</option>
            </Select>
          </Field>
          <FormActions onCancel={onClose} cancelLabel={t('users.cancel')} submitLabel={update.isPending ? t('users.saving') : t('users.save')} disabled={update.isPending} />
        </Stack>
      </form>
    </Dialog>
  );
}

