import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { memberActivityQuery } from '@app/api-client/teams';
import type { DashboardMember } from '@app/contracts/teams';
import { Button, Muted, Spinner } from '@app/ui/components';
import { Dialog } from '@app/ui/dialog';
import { ScorePill } from '@app/ui/score-pill';
import { scoreColor, semantic } from '@app/ui/tokens';
import { ActivityCard } from './activity-card';
import { Facts } from './member-cards';
import { Chip, MedalChips } from './score-chips';
import { useDateFormat } from './use-date-format';

/** One agent's figures and recent activities: chat sessions with their scorecard and medal, quiz results, calls. */
export function MemberDrillDown({ teamId, member, onClose }: { teamId: number; member: DashboardMember; onClose: () => void }) {
  const { t } = useTranslation('teams');
  const activity = useQuery(memberActivityQuery(teamId, member.userId));
  const formatDate = useDateFormat();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('admin.drillDown', { name: member.name })}>
      <Facts>
        <span>{t('admin.level', { level: member.level })}</span>
        <span>{`${t('csv.xp')}: ${member.xp}`}</span>
        <span>{`${t('csv.sessions')}: ${member.sessions}`}</span>
        <span>
          {`${t('admin.average')}: `}
          {member.averageScore === null ? '—' : <ScorePill score={member.averageScore}>{Math.round(member.averageScore)}</ScorePill>}
        </span>
        <span>{`${t('admin.lastActivity')}: ${member.lastActivityAt ? formatDate(member.lastActivityAt) : t('admin.never')}`}</span>
      </Facts>
      <Left><MedalChips medals={member.medals} /></Left>
      {activity.isPending && <Spinner aria-label={t('admin.drillDown', { name: member.name })} />}
      {activity.isError && <Muted role="alert">{t('errors.loadFailed')}</Muted>}
      {activity.data?.activities.length === 0 && <Muted>{t('admin.noActivity')}</Muted>}
      <List>
        {activity.data?.activities.map((a) => (
          <ActivityCard key={a.activityId} activity={a} date={formatDate(a.completedAt)}>
            {a.medal && <Chip style={{ background: semantic.medal[a.medal] }}>{t(`medals.${a.medal}`)}</Chip>}
            {a.passed !== null && <Chip style={{ background: scoreColor(a.passed ? 100 : 0) }}>{a.passed ? t('admin.passed') : t('admin.failed')}</Chip>}
          </ActivityCard>
        ))}
      </List>
      <Button type="button" $variant="ghost" onClick={onClose}>{t('admin.close')}</Button>
    </Dialog>
  );
}

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.md} 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-height: 55vh;
  overflow-y: auto;
`;

const Left = styled.div`
  align-self: stretch;
  text-align: left;
`;
