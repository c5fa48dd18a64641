import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Medal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { currentUserQuery } from '@app/api-client/auth';
import { leaderboardVisibleInvalidates } from '@app/api-client/leaderboard';
import { leaderboardQuery, setLeaderboardVisible, teamsQuery } from '@app/api-client/teams';
import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from '@app/contracts/teams';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { Muted, Spinner, Stack } from '@app/ui/components';
import { EmptyText } from '@app/ui/empty-state';
import { Label } from '@app/ui/field';
import { Grid } from '@app/ui/grid';
import { Item, ItemContent } from '@app/ui/item';
import { OrderedList } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { Select } from '@app/ui/select';
import { SmallText } from '@app/ui/small-text';
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
      <Grid $columns={3} $gap="xs" role="radiogroup" aria-label={t('leaderboard.title')}>
        {LEADERBOARD_PERIODS.map((p) => (
          <Button key={p} type="button" role="radio" aria-checked={p === period} $variant={p === period ? 'primary' : 'ghost'} $size="sm" onClick={() => setPeriod(p)}>
            {t(`leaderboard.periods.${p}`)}
          </Button>
        ))}
      </Grid>
      {board.isPending && <Spinner aria-label={t('leaderboard.title')} />}
      {board.isError && <Muted role="alert">{t('errors.loadFailed')}</Muted>}
      {board.data && board.data.every((e) => e.xp === 0) && <EmptyText>{t('leaderboard.noActivity')}</EmptyText>}
      <OrderedList $gap="xs" aria-label={t('leaderboard.title')}>
        {board.data?.map((e) => (
          <Item as="li" key={`${e.rank}-${e.name}-${e.me}`} data-testid="leaderboard-row">
            <SectionHeading as="strong" $size="lg" aria-label={`${t('leaderboard.columns.rank')} ${e.rank}`}>
              {e.rank}
            </SectionHeading>
            <ItemContent>
              <Row $wrap>
                <strong>{e.name}</strong>
                {e.me && <Badge $tone="primary">{t('leaderboard.you')}</Badge>}
              </Row>
              <SmallText>{`${t('leaderboard.columns.sessions')}: ${e.sessions}`}</SmallText>
            </ItemContent>
            <Row as="strong" $gap="xs" title={t('leaderboard.columns.medals')}>
              <Medal aria-hidden size={16} /> {e.medals}
              <VisuallyHidden>{` ${t('leaderboard.columns.medals')}`}</VisuallyHidden>
            </Row>
            <strong>{`${e.xp} ${t('leaderboard.columns.xp')}`}</strong>
          </Item>
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
      await Promise.all(leaderboardVisibleInvalidates().map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
  const visible = save.variables ?? me.data?.leaderboardVisible ?? true;
  return (
    <Row as="label" $align="start">
      <Checkbox type="checkbox" checked={visible} disabled={!me.data || save.isPending} onChange={(e) => save.mutate(e.target.checked)} />
      <span>
        <strong>{t('leaderboard.visible')}</strong>
        <SmallText>{t('leaderboard.visibleHint')}</SmallText>
      </span>
    </Row>
  );
}

// The kit has no checkbox yet: one sized to read beside two lines of text, in the theme's colour.
const Checkbox = styled.input`
  flex: none;
  width: 22px;
  height: 22px;
  margin: 2px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
`;
