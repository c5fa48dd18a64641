import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@app/ui/confirm-dialog';

interface Props<T> {
  /** What is about to be deleted; the dialog is open while there is one. */
  target: T | null;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  pending: boolean;
  onConfirm: (target: T) => void;
}

/** The admin screens' "Delete …?" question: one destructive confirmation with the shared labels. */
export function ConfirmDeleteDialog<T>({ target, onClose, title, description, pending, onConfirm }: Props<T>) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      confirmLabel={t('delete')}
      pendingLabel={t('deleting')}
      cancelLabel={t('cancel')}
      destructive
      pending={pending}
      onConfirm={() => target !== null && onConfirm(target)}
    />
  );
}
