import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { memberActivityQuery } from '@app/api-client/teams';
import type { DashboardMember } from '@app/contracts/teams';
import { Button, Muted, Spinner } from '@app/ui/components';
import { Dialog } from '@app/ui/dialog';
import { ScorePill } from '@app/ui/score-pill';
import { useDateFormat } from './use-date-format';

/** One agent's figures and recent activities (sessions with their medal, quiz results, calls). */
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
        <span>{`${t('csv.averageScore')}: ${member.averageScore ?? '—'}`}</span>
        <span>{`${t('admin.lastActivity')}: ${member.lastActivityAt ? formatDate(member.lastActivityAt) : t('admin.never')}`}</span>
      </Facts>
      {activity.isPending && <Spinner aria-label={t('admin.drillDown', { name: member.name })} />}
      {activity.isError && <Muted role="alert">{t('errors.loadFailed')}</Muted>}
      {activity.data?.activities.length === 0 && <Muted>{t('admin.noActivity')}</Muted>}
      <List>
        {activity.data?.activities.map((a) => (
          <li key={a.activityId} data-testid="drill-down-activity">
            <span>
              <strong>{t(`admin.activityKinds.${a.kind}`)}</strong>
              <small>{formatDate(a.completedAt)}</small>
            </span>
            {a.medal && <Medal>{t(`medals.${a.medal}`)}</Medal>}
            {a.passed !== null && <small>{a.passed ? t('admin.passed') : t('admin.failed')}</small>}
            <ScorePill score={a.score}>{a.score}</ScorePill>
          </li>
        ))}
      </List>
      <Button type="button" $variant="ghost" onClick={onClose}>{t('admin.close')}</Button>
    </Dialog>
  );
}

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  max-height: 50vh;
  overflow-y: auto;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > span { flex: 1; display: flex; flex-direction: column; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Medal = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;
