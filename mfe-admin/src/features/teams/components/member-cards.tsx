import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_SKILLS, type DashboardMember } from '@app/contracts/teams';
import { Button, Card, Stack } from '@app/ui/components';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { ScorePill } from '@app/ui/score-pill';
import { SmallText } from '@app/ui/small-text';
import { MedalChips, SkillChip } from './score-chips';

/** The heatmap on a phone: one card per member with each skill as a chip in the score colours; a tap opens the agent. */
export function MemberCards({ members, onOpen }: { members: DashboardMember[]; onOpen: (m: DashboardMember) => void }) {
  const { t } = useTranslation('teams');
  return (
    <List $gap="md" aria-labelledby="heatmap-title">
      {members.map((m) => (
        <Card as="li" key={m.userId} data-testid="heatmap-card">
          <Stack $gap="sm">
            <Row>
              <Button type="button" $variant="link" onClick={() => onOpen(m)} aria-label={t('admin.openAgent', { name: m.name })}>
                {m.name}
                <ChevronRight aria-hidden size={18} />
              </Button>
            </Row>
            <MemberFacts>
              <span>{`${t('csv.sessions')}: ${m.sessions}`}</span>
              <span>
                {`${t('admin.average')}: `}
                {m.averageScore === null ? '—' : <ScorePill score={m.averageScore}>{Math.round(m.averageScore)}</ScorePill>}
              </span>
              <span>{`${t('csv.compliance')}: ${m.complianceFindings}`}</span>
            </MemberFacts>
            <Row $wrap $gap="xs">
              {DASHBOARD_SKILLS.map((s) => <SkillChip key={s} label={t(`csv.${s}`)} value={m.skills[s]} testId={`heat-${s}`} />)}
            </Row>
            <MedalChips medals={m.medals} />
          </Stack>
        </Card>
      ))}
    </List>
  );
}

/** A member's figures on one wrapping line, small and muted (also at the top of the drill-down). */
export function MemberFacts({ children }: { children: ReactNode }) {
  return (
    <SmallText as="div">
      <Row $wrap $gap="md">{children}</Row>
    </SmallText>
  );
}
