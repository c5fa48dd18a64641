import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { memberActivityQuery } from '@app/api-client/teams';
import type { DashboardMember } from '@app/contracts/teams';
import { Badge } from '@app/ui/badge';
import { Button, Muted, Spinner } from '@app/ui/components';
import { Dialog } from '@app/ui/dialog';
import { List } from '@app/ui/list';
import { MedalBadge } from '@app/ui/medal-badge';
import { ScorePill } from '@app/ui/score-pill';
import { ActivityCard } from './activity-card';
import { MemberFacts } from './member-cards';
import { MedalChips } from './score-chips';
import { useDateFormat } from './use-date-format';

/** One agent's figures and recent activities: chat sessions with their scorecard and medal, quiz results, calls. */
export function MemberDrillDown({ teamId, member, onClose }: { teamId: number; member: DashboardMember; onClose: () => void }) {
  const { t } = useTranslation('teams');
  const activity = useQuery(memberActivityQuery(teamId, member.userId));
  const formatDate = useDateFormat();
  return (
    <Dialog open form onOpenChange={(open) => !open && onClose()} title={t('admin.drillDown', { name: member.name })}>
      <MemberFacts>
        <span>{t('admin.level', { level: member.level })}</span>
        <span>{`${t('csv.xp')}: ${member.xp}`}</span>
        <span>{`${t('csv.sessions')}: ${member.sessions}`}</span>
        <span>
          {`${t('admin.average')}: `}
          {member.averageScore === null ? '—' : <ScorePill score={member.averageScore}>{Math.round(member.averageScore)}</ScorePill>}
        </span>
        <span>{`${t('admin.lastActivity')}: ${member.lastActivityAt ? formatDate(member.lastActivityAt) : t('admin.never')}`}</span>
      </MemberFacts>
      <MedalChips medals={member.medals} />
      {activity.isPending && <Spinner aria-label={t('admin.drillDown', { name: member.name })} />}
      {activity.isError && <Muted role="alert">{t('errors.loadFailed')}</Muted>}
      {activity.data?.activities.length === 0 && <Muted>{t('admin.noActivity')}</Muted>}
      <List $gap="sm">
        {activity.data?.activities.map((a) => (
          <ActivityCard key={a.activityId} activity={a} date={formatDate(a.completedAt)}>
            {a.medal && <MedalBadge medal={a.medal} label={t(`medals.${a.medal}`)} testId="drill-down-medal" />}
            {a.passed !== null && <Badge $tone={a.passed ? 'good' : 'poor'}>{a.passed ? t('admin.passed') : t('admin.failed')}</Badge>}
          </ActivityCard>
        ))}
      </List>
      <Button type="button" $variant="ghost" onClick={onClose}>{t('admin.close')}</Button>
    </Dialog>
  );
}
