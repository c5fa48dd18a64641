import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteTeam, deleteTeamInvalidates, renameTeam, renameTeamInvalidates } from '@app/api-client/teams';
import type { TeamDetail } from '@app/contracts/teams';
import { Button } from '@app/ui/components';
import { Row } from '@app/ui/row';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { useTeamMutation } from '../api/use-team-mutation';
import { NameForm } from './name-form';

/** Admins rename or delete the team; managers see nothing here. */
export function TeamHeaderActions({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams');
  const { user, navigate } = useRemoteProps();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const rename = useTeamMutation({ call: (name: string) => renameTeam(team.id, name), invalidates: renameTeamInvalidates(team.id), onSuccess: () => setRenaming(false) });
  const remove = useTeamMutation({ call: () => deleteTeam(team.id), invalidates: deleteTeamInvalidates(), success: 'admin.deleted', onSuccess: () => navigate('/teams') });
  if (user.role !== 'admin') return null;
  return (
    <>
      {renaming ? (
        <NameForm label={t('admin.teamName')} submitLabel={t('admin.save')} initial={team.name} pending={rename.isPending} onSubmit={(name) => rename.mutate(name)} />
      ) : (
        <Row $wrap>
          <Button type="button" $variant="ghost" onClick={() => setRenaming(true)}>{t('admin.rename')}</Button>
          <Button type="button" $variant="danger" onClick={() => setDeleting(true)}>{t('admin.delete')}</Button>
        </Row>
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('admin.delete')}
        description={t('admin.deleteConfirm', { name: team.name })}
        confirmLabel={t('admin.delete')}
        cancelLabel={t('admin.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined)}
      />
    </>
  );
}
