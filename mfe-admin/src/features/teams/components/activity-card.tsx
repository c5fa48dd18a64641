import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MemberActivity } from '@app/contracts/teams';
import { Row } from '@app/ui/row';
import { ScorePill } from '@app/ui/score-pill';
import { SmallText } from '@app/ui/small-text';
import { scoreColor } from '@app/ui/tokens';

type Activity = MemberActivity['activities'][number];

const STATUS_SCORE = { met: 100, partial: 70, missed: 0, unjudged: null } as const;

/** One activity in the drill-down; a chat session also shows its scorecard: each criterion's status and compliance. */
export function ActivityCard({ activity: a, date, children }: { activity: Activity; date: string; children?: ReactNode }) {
  const { t } = useTranslation('teams');
  const card = a.scorecard;
  return (
    <Item data-testid="drill-down-activity">
      <Row $justify="between">
        <div>
          <strong>{a.title ?? t(`admin.activityKinds.${a.kind}`)}</strong>
          <SmallText>{a.title ? `${t(`admin.activityKinds.${a.kind}`)} · ${date}` : date}</SmallText>
        </div>
        <ScorePill score={a.score}>{a.score}</ScorePill>
      </Row>
      {children && <Row $wrap $gap="xs">{children}</Row>}
      {card && (
        <Card aria-label={t('admin.scorecard')} data-testid="drill-down-card">
          <SmallText>{`${t('admin.scorecard')} · ${t('admin.passMark', { mark: card.passMark })}`}</SmallText>
          <ul>
            {card.criteria.map((c, i) => {
              const value = STATUS_SCORE[c.status];
              return (
                <li key={i}>
                  <Dot aria-hidden style={value === null ? undefined : { background: scoreColor(value) }} />
                  <span>{c.title}</span>
                  <em>{t(`admin.criterionStatus.${c.status}`)}</em>
                </li>
              );
            })}
            {/* A finding fails the session whatever its criteria say: named even when the card has no compliance criterion. */}
            {!card.compliancePassed && (
              <li>
                <Dot aria-hidden style={{ background: scoreColor(0) }} />
                <span>{t('admin.complianceFailed')}</span>
              </li>
            )}
          </ul>
        </Card>
      )}
    </Item>
  );
}

const Item = styled.li`
  display: grid;
  text-align: left;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Card = styled.section`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  ul { list-style: none; margin: ${({ theme }) => theme.space.xs} 0 0; padding: 0; display: grid; gap: 4px; }
  li { display: flex; align-items: baseline; gap: ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.fontSize.sm}; }
  li > span { flex: 1; min-width: 0; }
  em { font-style: normal; font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; white-space: nowrap; }
`;

const Dot = styled.i`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.border};
`;
