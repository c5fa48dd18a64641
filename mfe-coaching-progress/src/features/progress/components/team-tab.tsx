import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Medal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { currentUserQuery } from '@app/api-client/auth';
import { leaderboardQuery, setLeaderboardVisible, teamsQuery } from '@app/api-client/teams';
import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from '@app/contracts/teams';
import { Card, Label, Muted, Spinner, Stack } from '@app/ui/components';
import { EmptyText } from '@app/ui/empty-state';
import { OrderedList } from '@app/ui/list';
import { Select } from '@app/ui/select';
import { VisuallyHidden } from '@app/ui/visually-hidden';

/** The "Team" tab of /progress: the team leaderboard by week, month or all time, and the agent's own name setting. */
export function TeamTab() {
  const { t } = useTranslation('teams');
  const teams = useQuery(teamsQuery());
  const mine = (teams.data ?? []).filter((team) => team.myRole !== null);
  const [picked, setPicked] = useState<number | null>(null);
  const teamId = picked ?? mine[0]?.id ?? null;
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  const board = useQuery({ ...leaderboardQuery(teamId ?? 0, period), enabled: teamId !== null });

  if (teams.isPending) return <Spinner aria-label={t('leaderboard.title')} />;
  if (teams.isError) return <Muted role="alert">{t('errors.loadFailed')}</Muted>;
  if (teamId === null) return <Card data-testid="leaderboard-empty"><EmptyText>{t('leaderboard.empty')}</EmptyText></Card>;

  return (
    <Stack $gap="md" data-testid="team-leaderboard">
      {mine.length > 1 && (
        <Label>
          {t('leaderboard.teamLabel')}
          <Select value={teamId} onChange={(e) => setPicked(Number(e.target.value))}>
            {mine.map((team) => <option key={team.id} value={team.id}>{team.name}</option>)}
          </Select>
        </Label>
      )}
      <Periods role="radiogroup" aria-label={t('leaderboard.title')}>
        {LEADERBOARD_PERIODS.map((p) => (
          <button key={p} type="button" role="radio" aria-checked={p === period} onClick={() => setPeriod(p)}>
            {t(`leaderboard.periods.${p}`)}
          </button>
        ))}
      </Periods>
      {board.isPending && <Spinner aria-label={t('leaderboard.title')} />}
      {board.isError && <Muted role="alert">{t('errors.loadFailed')}</Muted>}
      {board.data && board.data.every((e) => e.xp === 0) && <EmptyText>{t('leaderboard.noActivity')}</EmptyText>}
      <OrderedList $gap="xs" aria-label={t('leaderboard.title')}>
        {board.data?.map((e) => (
          <Row key={`${e.rank}-${e.name}-${e.me}`} $me={e.me} data-testid="leaderboard-row">
            <Rank aria-label={`${t('leaderboard.columns.rank')} ${e.rank}`}>{e.rank}</Rank>
            <Name>
              {e.name}
              {e.me && <You>{t('leaderboard.you')}</You>}
              <small>{`${t('leaderboard.columns.sessions')}: ${e.sessions}`}</small>
            </Name>
            <Figure title={t('leaderboard.columns.medals')}>
              <Medal aria-hidden size={16} /> {e.medals}
              <VisuallyHidden>{` ${t('leaderboard.columns.medals')}`}</VisuallyHidden>
            </Figure>
            <Figure>{`${e.xp} ${t('leaderboard.columns.xp')}`}</Figure>
          </Row>
        ))}
      </OrderedList>
      <VisibilitySwitch />
    </Stack>
  );
}

/** "Show my name on team leaderboards": off, others see "An agent". */
function VisibilitySwitch() {
  const { t } = useTranslation('teams');
  const queryClient = useQueryClient();
  // Signed in through the shell whatever holds the session (token or cookie), so always asked.
  const me = useQuery({ ...currentUserQuery(), enabled: true });
  const save = useMutation({
    mutationFn: setLeaderboardVisible,
    onSuccess: async (user) => {
      queryClient.setQueryData(currentUserQuery().queryKey, user);
      await queryClient.invalidateQueries({ queryKey: ['teams'] });
    },
  });
  const visible = save.variables ?? me.data?.leaderboardVisible ?? true;
  return (
    <Switch>
      <input type="checkbox" checked={visible} disabled={!me.data || save.isPending} onChange={(e) => save.mutate(e.target.checked)} />
      <span>
        {t('leaderboard.visible')}
        <small>{t('leaderboard.visibleHint')}</small>
      </span>
    </Switch>
  );
}

const Periods = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  button {
    min-height: ${({ theme }) => theme.layout.touch};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  button[aria-checked='true'] { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.primaryText}; }
`;

const Row = styled.li<{ $me: boolean }>`
  display: grid;
  grid-template-columns: 36px 1fr auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $me }) => ($me ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
`;

const Rank = styled.span`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 800;
  text-align: center;
`;

const Name = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-weight: 600;
  small { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 400; }
`;

const You = styled.em`
  font-style: normal;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.primary};
`;

const Figure = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-weight: 700;
  white-space: nowrap;
`;

const Switch = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.touch};
  input { width: 22px; height: 22px; margin-top: 2px; }
  span { display: flex; flex-direction: column; font-weight: 600; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 400; }
`;
