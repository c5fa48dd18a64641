import { Pencil, Trash2 } from 'lucide-react';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { summarizeUsers, type AdminUser } from '@app/contracts/admin';
import { Button, Input, Muted, Spinner, Stack } from '@app/ui/components';
import { ConfirmDeleteDialog } from '../../../lib/confirm-delete-dialog';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { SectionHeading } from '@app/ui/section-heading';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { useAdminUsers } from '../api/get-admin-users';
import { StatTiles } from '../../../components/stat-tiles';
import { UserEditDialog } from './user-edit-dialog';
import { Row } from '@app/ui/row';
import { DataTable, type DataColumn } from '@app/ui/data-table';

const COLUMNS = ['user', 'role', 'quizzes', 'avgScore', 'streak', 'joined', 'actions'] as const;

function matches(u: AdminUser, search: string) {
  const s = search.trim().toLowerCase();
  return !s || [u.name, u.email, u.username].some((v) => v.toLowerCase().includes(s));
}

/** Spec 001 Admin User Management: summary counts, search, the user table, edit and delete. */
export function UserManagement() {
  const { t, i18n } = useTranslation('adminPanel');
  const { t: ta } = useTranslation('admin');
  const { user: me } = useRemoteProps();
  const users = useAdminUsers();
  const remove = useDeleteAdminUser();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const all = users.data ?? [];
  const summary = summarizeUsers(all);
  const rows = all.filter((u) => matches(u, deferred));
  const confirmDelete = (u: AdminUser) => remove.mutate(u.id, { onSettled: () => setDeleting(null) });
  const cells: Record<(typeof COLUMNS)[number], (u: AdminUser) => ReactNode> = {
    user: (u) => (
      <>
        <strong>{u.name}</strong>
        {u.id === me.id && <Muted as="span"> ({t('users.you')})</Muted>}
        <br />
        <Muted as="span">{u.email}</Muted>
      </>
    ),
    role: (u) => t(`users.roles.${u.role}`),
    quizzes: (u) => u.totalQuizzes,
    avgScore: (u) => Math.round(u.averageScore),
    streak: (u) => t('users.days', { count: u.streak }),
    joined: (u) => new Date(u.createdAt).toLocaleDateString(i18n.language),
    actions: (u) => (
      <Row $gap="xs">
        <Button $variant="ghost" $size="icon" type="button" aria-label={t('users.edit', { name: u.name })} onClick={() => setEditing(u)}>
          <Pencil aria-hidden size={18} />
        </Button>
        <Button $variant="ghost" $size="icon" type="button" aria-label={t('users.delete', { name: u.name })} disabled={u.id === me.id || remove.isPending} onClick={() => setDeleting(u)}>
          <Trash2 aria-hidden size={18} />
        </Button>
      </Row>
    ),
  };
  const columns: DataColumn<AdminUser>[] = COLUMNS.map((c) => ({ id: c, header: ta(`users.columns.${c}`), cell: cells[c], rowHeader: c === 'user' }));

  return (
    <Stack>
      <div>
        <SectionHeading $size="lg">{ta('users.title')}</SectionHeading>
        <Muted>{ta('users.subtitle')}</Muted>
      </div>
      <StatTiles
        tiles={[
          { label: t('users.total'), value: summary.total, testId: 'users-total' },
          { label: t('users.active'), value: summary.active, testId: 'users-active' },
          { label: t('users.averageScore'), value: summary.averageScore, testId: 'users-average' },
          { label: t('users.admins'), value: summary.admins, testId: 'users-admins' },
        ]}
      />
      <Input type="search" aria-label={t('users.search')} placeholder={t('users.searchPlaceholder')} value={search} onChange={(e) => setSearch(e.target.value)} />
      <DataTable caption={ta('users.caption')} columns={columns} rows={rows} rowKey={(u) => u.id} rowTestId="user-row" />
      {users.isPending && <p role="status"><Spinner aria-hidden /> {t('users.loading')}</p>}
      {!users.isPending && rows.length === 0 && <Muted>{t('users.empty')}</Muted>}
      {editing && <UserEditDialog user={editing} onClose={() => setEditing(null)} />}
      <ConfirmDeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        title={deleting && t('users.confirmDeleteTitle', { name: deleting.name })}
        description={t('users.confirmDelete')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
