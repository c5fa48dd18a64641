import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MEDALS, type DashboardMember } from '@app/contracts/teams';
import { Row } from '@app/ui/row';
import { SmallText } from '@app/ui/small-text';
import { palette, scoreColor, semantic } from '@app/ui/tokens';

/** A filled chip in a meaning colour; the darkest ink reads at AA on every score and medal colour. */
export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 28px;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  white-space: nowrap;
  color: ${palette.dark.bg};
  b { font-weight: 800; }
`;

const EmptyChip = styled(Chip)`
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-weight: 600;
`;

/** One skill: its name and 0-100 figure in the score colours; "—" while it is not measured. */
export function SkillChip({ label, value, testId }: { label: string; value: number | null; testId?: string }) {
  const { t } = useTranslation('teams');
  if (value === null) {
    return (
      <EmptyChip data-testid={testId} aria-label={`${label}: ${t('admin.notMeasured')}`}>
        {label} <b aria-hidden>—</b>
      </EmptyChip>
    );
  }
  return (
    <Chip data-testid={testId} style={{ background: scoreColor(value) }}>
      {label} <b>{value}</b>
    </Chip>
  );
}

/** The member's scorecard medals, each kind in its colour with its count; a muted note when none. */
export function MedalChips({ medals }: { medals: DashboardMember['medals'] }) {
  const { t } = useTranslation('teams');
  const earned = MEDALS.filter((m) => medals[m] > 0);
  if (!earned.length) return <SmallText as="span">{t('admin.noMedals')}</SmallText>;
  return (
    <Row as="span" $wrap $gap="xs">
      {earned.map((m) => (
        <Chip key={m} data-testid={`medal-${m}`} style={{ background: semantic.medal[m] }}>
          {t(`medals.${m}`)} <b>{medals[m]}</b>
        </Chip>
      ))}
    </Row>
  );
}
