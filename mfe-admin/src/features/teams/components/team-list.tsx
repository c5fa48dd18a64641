import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { createTeam, createTeamInvalidates, teamsQuery } from '@app/api-client/teams';
import { Card, Heading, Muted, Spinner, Stack } from '@app/ui/components';
import { Item, ItemContent } from '@app/ui/item';
import { List } from '@app/ui/list';
import { SmallText } from '@app/ui/small-text';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { useTeamMutation } from '../api/use-team-mutation';
import { NameForm } from './name-form';

/** The teams the caller may open: all for admins (who create them here), their own for managers. */
export function TeamList() {
  const { t } = useTranslation('teams');
  const { user } = useRemoteProps();
  const isAdmin = user.role === 'admin';
  const teams = useQuery(teamsQuery());
  const create = useTeamMutation({ call: createTeam, invalidates: createTeamInvalidates() });
  const visible = (teams.data ?? []).filter((team) => isAdmin || team.myRole === 'manager');

  return (
    <Stack $gap="lg">
      <div>
        <Heading>{t('title')}</Heading>
        <Muted>{t('subtitle')}</Muted>
      </div>
      {isAdmin && <NameForm label={t('admin.teamName')} submitLabel={t('admin.create')} pending={create.isPending} onSubmit={(name, done) => create.mutate(name, { onSuccess: done })} />}
      {teams.isPending && <Spinner aria-label={t('title')} />}
      {teams.isError && <Muted role="alert">{t('errors.loadFailed')}</Muted>}
      {teams.data && visible.length === 0 && (
        <Card>
          <Muted>{isAdmin ? t('admin.noTeams') : t('admin.noTeamsManager')}</Muted>
        </Card>
      )}
      <List $columns="auto" aria-label={t('title')}>
        {visible.map((team) => (
          <li key={team.id}>
            <Item asChild>
              <Link to={`/teams/${team.id}`} data-testid="team-row">
                <Users aria-hidden size={20} />
                <ItemContent>
                  <strong>{team.name}</strong>
                  <SmallText>{t('admin.memberCount', { count: team.memberCount })}</SmallText>
                </ItemContent>
                <ChevronRight aria-hidden size={20} />
              </Link>
            </Item>
          </li>
        ))}
      </List>
    </Stack>
  );
}
