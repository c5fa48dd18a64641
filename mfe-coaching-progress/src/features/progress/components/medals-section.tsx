import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MEDALS, type ScenarioMedal } from '@app/contracts/scorecards';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { Card, Muted, Spinner } from '@app/ui/components';
import { LinkButton } from '@app/ui/links';
import { MedalBadge } from '@app/ui/medal-badge';
import { scoreColor } from '@app/ui/tokens';
import { useMedals } from '../api/get-medals';

/** Medals (issue 24): the best result on each scenario's scorecard, chat sessions and calls alike. */
export function MedalsSection() {
  const { t } = useTranslation('scorecard');
  const { user, language } = useRemoteProps();
  const query = useMedals(user.id, language);
  return (
    <Card aria-labelledby="medals-title" data-testid="medals-section">
      <Header>
        <Title id="medals-title">{t('medals.title')}</Title>
        {query.data && query.data.length > 0 && <Muted as="span">{t('medals.summary', countByMedal(query.data))}</Muted>}
      </Header>
      {query.isPending ? (
        <Spinner role="status" aria-label={t('medals.title')} />
      ) : query.isError ? (
        <Muted role="alert">{t('medals.loadFailed')}</Muted>
      ) : query.data.length === 0 ? (
        <Empty data-testid="medals-empty">
          <strong>{t('medals.empty')}</strong>
          <Muted>{t('medals.emptyHint')}</Muted>
          <LinkButton to="/chat">{t('medals.emptyAction')}</LinkButton>
        </Empty>
      ) : (
        <>
          <Muted>{t('medals.subtitle')}</Muted>
          <List>
            {query.data.map((m) => (
              <MedalRow key={`${m.kind}:${m.scenarioId}`} item={m} />
            ))}
          </List>
        </>
      )}
    </Card>
  );
}

function MedalRow({ item }: { item: ScenarioMedal }) {
  const { t } = useTranslation('scorecard');
  return (
    <Row data-testid={`medal-${item.scenarioId}`}>
      <Name>
        <strong>{item.title}</strong>
        <Muted as="span">
          {t(`medals.kind.${item.kind}`)} · {t('medals.attempts', { count: item.attempts })}
        </Muted>
      </Name>
      <Result>
        {item.medal ? <MedalBadge medal={item.medal} label={t(`medal.${item.medal}`)} /> : <Muted as="span">{t('medal.none')}</Muted>}
        <Best $color={scoreColor(item.bestScore)}>{t('medals.best', { score: item.bestScore })}</Best>
      </Result>
    </Row>
  );
}

const countByMedal = (items: readonly ScenarioMedal[]) =>
  Object.fromEntries(MEDALS.map((m) => [m, items.filter((i) => i.medal === m).length])) as Record<(typeof MEDALS)[number], number>;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Name = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Result = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Best = styled.span<{ $color: string }>`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  border-bottom: 3px solid ${({ $color }) => $color};
`;
