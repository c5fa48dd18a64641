import { useTranslation } from 'react-i18next';
import { MEDALS, type DashboardMember } from '@app/contracts/teams';
import { Badge } from '@app/ui/badge';
import { MedalBadge } from '@app/ui/medal-badge';
import { Row } from '@app/ui/row';
import { ScorePill } from '@app/ui/score-pill';
import { SmallText } from '@app/ui/small-text';

/** One skill: its name and 0-100 figure in the score colours; "—" while it is not measured. */
export function SkillChip({ label, value, testId }: { label: string; value: number | null; testId?: string }) {
  const { t } = useTranslation('teams');
  if (value === null) {
    return (
      <Badge data-testid={testId} aria-label={`${label}: ${t('admin.notMeasured')}`}>
        {label} <b aria-hidden>—</b>
      </Badge>
    );
  }
  return (
    <ScorePill score={value} testId={testId}>
      {label} {value}
    </ScorePill>
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
        <MedalBadge key={m} medal={m} label={`${t(`medals.${m}`)} ${medals[m]}`} testId={`medal-${m}`} />
      ))}
    </Row>
  );
}
