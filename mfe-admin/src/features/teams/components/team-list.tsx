import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { createTeam, TEAMS_KEY, teamsQuery } from '@app/api-client/teams';
import { Card, Heading, Muted, Spinner, Stack } from '@app/ui/components';
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
  const create = useTeamMutation({ call: createTeam, invalidates: [TEAMS_KEY] });
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
            <Row to={`/teams/${team.id}`} data-testid="team-row">
              <Users aria-hidden size={20} />
              <span>
                <strong>{team.name}</strong>
                <SmallText>{t('admin.memberCount', { count: team.memberCount })}</SmallText>
              </span>
              <ChevronRight aria-hidden size={20} />
            </Row>
          </li>
        ))}
      </List>
    </Stack>
  );
}

const Row = styled(Link)`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ theme }) => theme.layout.touch};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  span { display: flex; flex-direction: column; }
`;
