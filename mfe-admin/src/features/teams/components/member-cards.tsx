import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DASHBOARD_SKILLS, type DashboardMember } from '@app/contracts/teams';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { ScorePill } from '@app/ui/score-pill';
import { MedalChips, SkillChip } from './score-chips';

/** The heatmap on a phone: one card per member with each skill as a chip in the score colours; a tap opens the agent. */
export function MemberCards({ members, onOpen }: { members: DashboardMember[]; onOpen: (m: DashboardMember) => void }) {
  const { t } = useTranslation('teams');
  return (
    <List $gap="md" aria-labelledby="heatmap-title">
      {members.map((m) => (
        <Item key={m.userId} data-testid="heatmap-card">
          <Open type="button" onClick={() => onOpen(m)} aria-label={t('admin.openAgent', { name: m.name })}>
            <strong>{m.name}</strong>
            <ChevronRight aria-hidden size={18} />
          </Open>
          <Facts>
            <span>{`${t('csv.sessions')}: ${m.sessions}`}</span>
            <span>
              {`${t('admin.average')}: `}
              {m.averageScore === null ? '—' : <ScorePill score={m.averageScore}>{Math.round(m.averageScore)}</ScorePill>}
            </span>
            <span>{`${t('csv.compliance')}: ${m.complianceFindings}`}</span>
          </Facts>
          <Row $wrap $gap="xs">
            {DASHBOARD_SKILLS.map((s) => <SkillChip key={s} label={t(`csv.${s}`)} value={m.skills[s]} testId={`heat-${s}`} />)}
          </Row>
          <MedalChips medals={m.medals} />
        </Item>
      ))}
    </List>
  );
}

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Open = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0;
  background: none;
  border: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.md};
  text-align: left;
  cursor: pointer;
  svg { flex: none; }
`;

/** A member's figures on one wrapping line (also at the top of the drill-down). */
export const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  > span { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; }
`;
