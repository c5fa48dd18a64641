import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '@app/api-client/http';
import { DISC_TRAITS, type DiscProfile as Profile } from '@app/contracts/disc';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { Button, Card, Muted, Spinner, Stack } from '@app/ui/components';
import { LinkButton } from '@app/ui/links';
import { useAnalyzeDisc, useUserSummary } from '../api/disc-profile';
import { DiscStyles } from './disc-styles';

/** Spec 001 §4: analysis needs at least 3 completed sessions. */
const MIN_SESSIONS = 3;
const PERCENT = { D: 'dominant', I: 'influencer', S: 'steady', C: 'compliant' } as const;

/** DISC Profile tab: the user's profile, Update Your Profile (AI analysis) and tips for their type. */
export function DiscProfile() {
  const { t } = useTranslation('coaching');
  const { user } = useRemoteProps();
  const summary = useUserSummary(user.id);
  const analyze = useAnalyzeDisc(user.id);
  if (summary.isPending) return <Spinner role="status" aria-label={t('discProfile.loading')} />;
  if (summary.isError) return <Muted role="alert">{t('discProfile.loadFailed')}</Muted>;
  const profile = summary.data.discProfile ?? null;
  const enough = summary.data.totalSessions >= MIN_SESSIONS;
  const failure = analyze.error instanceof ApiError ? analyze.error.message : analyze.isError ? t('discProfile.analyzeFailed') : null;
  return (
    <Stack $gap="md">
      {profile ? <ProfileCard profile={profile} /> : (
        <Card data-testid="disc-profile-empty">
          <Title>{t('discProfile.title')}</Title>
          <Muted>{t('discProfile.none')}</Muted>
          <LinkButton to="/disc-assessment">{t('disc.assessmentLink')}</LinkButton>
        </Card>
      )}
      <Card>
        <Title>{t('discProfile.updateTitle')}</Title>
        <Muted>{t('discProfile.updateBody')}</Muted>
        {!enough && <Muted>{t('discProfile.needsSessions', { count: MIN_SESSIONS, done: summary.data.totalSessions })}</Muted>}
        <Button type="button" onClick={() => analyze.mutate()} disabled={!enough || analyze.isPending} aria-busy={analyze.isPending}>
          {analyze.isPending ? t('discProfile.analyzing') : t('discProfile.analyze')}
        </Button>
        {failure && <Muted role="alert">{failure}</Muted>}
      </Card>
      {profile && <Tips type={profile.primaryType} />}
      <DiscStyles />
    </Stack>
  );
}

function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('coaching');
  const type = DISC_TRAITS.includes(profile.primaryType) ? profile.primaryType : 'D';
  return (
    <Card data-testid="disc-profile">
      <Title>{t('discProfile.title')}</Title>
      <Row>
        <Letter $type={type} aria-hidden>
          {type}
        </Letter>
        <div>
          <Name>{t(`disc.types.${type}.name`)}</Name>
          <Muted>{t('disc.traits', { traits: t(`disc.types.${type}.traits`) })}</Muted>
        </div>
      </Row>
      <p>{t(`disc.types.${type}.description`)}</p>
      <Percents>
        {DISC_TRAITS.map((trait) => (
          <li key={trait}>
            <dt>{t(`disc.types.${trait}.name`)}</dt>
            <dd>{t('assessment.percent', { value: profile[PERCENT[trait]] })}</dd>
          </li>
        ))}
      </Percents>
    </Card>
  );
}

function Tips({ type }: { type: Profile['primaryType'] }) {
  const { t } = useTranslation('coaching');
  return (
    <Card data-testid="disc-tips">
      <Title>{t('discProfile.tipsTitle')}</Title>
      <ul>
        {[1, 2, 3].map((n) => (
          <li key={n}>{t(`discProfile.tips.${type}.t${n}`)}</li>
        ))}
      </ul>
    </Card>
  );
}

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Letter = styled.span<{ $type: Profile['primaryType'] }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 4px solid ${({ theme, $type }) => theme.semantic.disc[$type]};
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Name = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Percents = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  li { list-style: none; display: flex; justify-content: space-between; gap: ${({ theme }) => theme.space.sm}; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: 700; }
`;
