import { zodResolver } from '@hookform/resolvers/zod';
import { UserMinus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type * as z from '@app/contracts/zod';
import { addTeamMember, removeTeamMember, teamMembersInvalidates } from '@app/api-client/teams';
import { TEAM_ROLES, teamMemberBodySchema, type TeamDetail, type TeamMemberBody } from '@app/contracts/teams';
import { Button, Card, Muted, Stack } from '@app/ui/components';
import { Field } from '@app/ui/field';
import { Item, ItemContent } from '@app/ui/item';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { Select } from '@app/ui/select';
import { SmallText } from '@app/ui/small-text';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { usePeople } from '../api/get-people';
import { useTeamMutation } from '../api/use-team-mutation';

/** The team's people and their roles; admins add and remove them. */
export function MembersSection({ team }: { team: TeamDetail }) {
  const { t } = useTranslation('teams');
  const { user } = useRemoteProps();
  const isAdmin = user.role === 'admin';
  const people = usePeople(isAdmin);
  const form = useForm<TeamMemberBody, unknown, z.output<typeof teamMemberBodySchema>>({
    resolver: zodResolver(teamMemberBodySchema),
    defaultValues: { userId: '', role: 'member' },
  });
  const userId = form.watch('userId');
  const keys = teamMembersInvalidates(team.id);
  // The next person is picked afresh; the role stays as it was.
  const add = useTeamMutation({ call: (body: TeamMemberBody) => addTeamMember(team.id, body), invalidates: keys, onSuccess: () => form.resetField('userId') });
  const remove = useTeamMutation({ call: (id: number) => removeTeamMember(team.id, id), invalidates: keys });
  const candidates = (people.data ?? []).filter((p) => !team.members.some((m) => m.userId === p.id));

  return (
    <Stack>
      {isAdmin && (
        <Card as="form" noValidate onSubmit={form.handleSubmit((body) => add.mutate(body))}>
          <AddGrid>
            <Field label={t('admin.person')}>
              <Select id="member-person" {...form.register('userId')}>
                <option value="">—</option>
                {candidates.map((p) => <option key={p.id} value={p.id}>{`${p.name} (${p.email})`}</option>)}
              </Select>
            </Field>
            <Field label={t('admin.role')}>
              <Select id="member-role" {...form.register('role')}>
                {TEAM_ROLES.map((r) => <option key={r} value={r}>{t(`roles.${r}`)}</option>)}
              </Select>
            </Field>
            <Button type="submit" disabled={!userId || add.isPending}>{t('admin.addMember')}</Button>
          </AddGrid>
        </Card>
      )}
      {team.members.length === 0 ? (
        <Card><Muted>{t('admin.noMembers')}</Muted></Card>
      ) : (
        <List $gap="sm" $wide aria-label={t('admin.members')}>
          {team.members.map((m) => (
            <Item as="li" key={m.userId} data-testid="team-member">
              <ItemContent>
                <strong>{m.name}</strong>
                <SmallText>{m.email}</SmallText>
              </ItemContent>
              <Row>
                <SmallText as="span">{t(`roles.${m.role}`)}</SmallText>
                {isAdmin && (
                  <Button $variant="ghost" $size="icon" type="button" aria-label={`${t('admin.remove')}: ${m.name}`} onClick={() => remove.mutate(m.userId)} disabled={remove.isPending}>
                    <UserMinus aria-hidden size={18} />
                  </Button>
                )}
              </Row>
            </Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

// One column on a phone; on a desktop the person, the role and the button share one line.
const AddGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  @media (min-width: 720px) { grid-template-columns: 2fr 1fr auto; }
`;
