import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { addTeamMember, removeTeamMember, TEAMS_KEY, teamQueryKey } from '@app/api-client/teams';
import { TEAM_ROLES, type TeamDetail, type TeamRole } from '@app/contracts/teams';
import { Button, Card, Label, Muted, Stack } from '@app/ui/components';
import { List } from '@app/ui/list';
import { Select } from '@app/ui/select';
import { SmallText } from '@app/ui/small-text';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { IconButton } from '../../../components/form-controls';
import { usePeople } from '../api/get-people';
import { useTeamMutation } from '../api/use-team-mutation';

/** The team's people and their roles; admins add and remove them. */
export function MembersSection({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams');
  const { user } = useRemoteProps();
  const isAdmin = user.role === 'admin';
  const people = usePeople(isAdmin);
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState<TeamRole>('member');
  const keys = [TEAMS_KEY, teamQueryKey(team.id)];
  const add = useTeamMutation({ call: () => addTeamMember(team.id, { userId: Number(userId), role }), invalidates: keys, onSuccess: () => setUserId('') });
  const remove = useTeamMutation({ call: (id: number) => removeTeamMember(team.id, id), invalidates: keys });
  const candidates = (people.data ?? []).filter((p) => !team.members.some((m) => m.userId === p.id));

  return (
    <Stack>
      {isAdmin && (
        <Card as="form" onSubmit={(e: React.FormEvent) => { e.preventDefault(); if (userId) add.mutate(undefined); }}>
          <AddGrid>
            <div>
              <Label htmlFor="member-person">{t('admin.person')}</Label>
              <Select id="member-person" value={userId} onChange={(e) => setUserId(e.target.value)}>
                <option value="">—</option>
                {candidates.map((p) => <option key={p.id} value={p.id}>{`${p.name} (${p.email})`}</option>)}
              </Select>
            </div>
            <div>
              <Label htmlFor="member-role">{t('admin.role')}</Label>
              <Select id="member-role" value={role} onChange={(e) => setRole(e.target.value as TeamRole)}>
                {TEAM_ROLES.map((r) => <option key={r} value={r}>{t(`roles.${r}`)}</option>)}
              </Select>
            </div>
            <Button type="submit" disabled={!userId || add.isPending}>{t('admin.addMember')}</Button>
          </AddGrid>
        </Card>
      )}
      {team.members.length === 0 ? (
        <Card><Muted>{t('admin.noMembers')}</Muted></Card>
      ) : (
        <List $gap="xs" $wide aria-label={t('admin.members')}>
          {team.members.map((m) => (
            <Item key={m.userId} data-testid="team-member">
              <span>
                <strong>{m.name}</strong>
                <SmallText as="small">{m.email}</SmallText>
              </span>
              <SmallText as="span">{t(`roles.${m.role}`)}</SmallText>
              {isAdmin && (
                <IconButton type="button" aria-label={`${t('admin.remove')}: ${m.name}`} onClick={() => remove.mutate(m.userId)} disabled={remove.isPending}>
                  <UserMinus aria-hidden size={18} />
                </IconButton>
              )}
            </Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

const AddGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  @media (min-width: 720px) { grid-template-columns: 2fr 1fr auto; }
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 1fr auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  > span:first-child { display: flex; flex-direction: column; min-width: 0; }
  small { overflow-wrap: anywhere; }
`;
