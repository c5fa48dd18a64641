import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberActivity } from '@app/contracts/teams';
import { Badge } from '@app/ui/badge';
import { Card, Stack } from '@app/ui/components';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { ScorePill } from '@app/ui/score-pill';
import { SmallText } from '@app/ui/small-text';

type Activity = MemberActivity['activities'][number];

/** Each criterion's status in the score colours' tones (not judged stays neutral). */
const STATUS_TONE = { met: 'good', partial: 'fair', missed: 'poor', unjudged: 'neutral' } as const;

/** One activity in the drill-down; a chat session also shows its scorecard: each criterion's status and compliance. */
export function ActivityCard({ activity: a, date, children }: { activity: Activity; date: string; children?: ReactNode }) {
  const { t } = useTranslation('teams');
  const card = a.scorecard;
  return (
    <Card as="li" data-testid="drill-down-activity">
      <Stack $gap="sm">
        <Row $justify="between" $align="start">
          <div>
            <strong>{a.title ?? t(`admin.activityKinds.${a.kind}`)}</strong>
            <SmallText>{a.title ? `${t(`admin.activityKinds.${a.kind}`)} · ${date}` : date}</SmallText>
          </div>
          <ScorePill score={a.score}>{a.score}</ScorePill>
        </Row>
        {children && <Row $wrap $gap="xs">{children}</Row>}
        {card && (
          <Stack as="section" $gap="xs" aria-label={t('admin.scorecard')} data-testid="drill-down-card">
            <SmallText>{`${t('admin.scorecard')} · ${t('admin.passMark', { mark: card.passMark })}`}</SmallText>
            <List $gap="xs">
              {card.criteria.map((c, i) => (
                <Row as="li" key={i} $justify="between" $align="start">
                  <span>{c.title}</span>
                  <Badge $tone={STATUS_TONE[c.status]}>{t(`admin.criterionStatus.${c.status}`)}</Badge>
                </Row>
              ))}
              {/* A finding fails the session whatever its criteria say: named even when the card has no compliance criterion. */}
              {!card.compliancePassed && (
                <li>
                  <Badge $tone="poor">{t('admin.complianceFailed')}</Badge>
                </li>
              )}
            </List>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
