import { CheckCircle2, CircleDashed, CircleHelp, ShieldAlert, ShieldCheck, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CriterionStatus, SessionScorecard as Card } from '@app/contracts/scorecards';
import { scoreColor } from '@app/ui/tokens';
import { MedalBadge } from '../../../lib/medal-badge';

const ICON = { met: CheckCircle2, partial: CircleDashed, missed: XCircle, unjudged: CircleHelp } as const;

/** The card in the "Session Complete!" dialog: each criterion with its status, the agent's words, a better line, compliance and the medal. */
export function SessionScorecard({ card }: { card: Card }) {
  const { t } = useTranslation('chat');
  return (
    <Box data-testid="session-scorecard" aria-labelledby="scorecard-title">
      <Head>
        <h3 id="scorecard-title">{t('scorecard.title')}</h3>
        <Result $color={scoreColor(card.score)} data-testid="scorecard-result">
          {t('scorecard.scoreLine', { score: card.score, passMark: card.passMark })} · {card.passed ? t('scorecard.passed') : t('scorecard.failed')}
        </Result>
        {card.medal ? <MedalBadge medal={card.medal} /> : <NoMedal>{t('scorecard.medal.none')}</NoMedal>}
      </Head>
      <List>
        {card.criteria.map((c) => {
          const Icon = ICON[c.status];
          return (
            <Item key={c.id} $status={c.status} data-testid="criterion" data-status={c.status}>
              <Title>
                <Icon aria-hidden size={18} />
                <span>{c.title}</span>
              </Title>
              <Status>{t(`scorecard.status.${c.status}`)}</Status>
              {c.evidence && (
                <Quote>
                  <span>{t('scorecard.evidence')}: </span>«{c.evidence}»
                </Quote>
              )}
              {c.betterLine && (
                <Better>
                  <span>{t('scorecard.betterLine')}: </span>
                  {c.betterLine}
                </Better>
              )}
            </Item>
          );
        })}
      </List>
      <Compliance $ok={card.compliance.passed} role="status" data-testid="scorecard-compliance">
        {card.compliance.passed ? <ShieldCheck aria-hidden size={18} /> : <ShieldAlert aria-hidden size={18} />}
        <span>{card.compliance.passed ? t('scorecard.compliancePassed') : t('scorecard.complianceFailed')}</span>
      </Compliance>
      {card.compliance.findings.map((f, i) => (
        <Finding key={i}>
          <Quote>«{f.quote}»</Quote>
          <span>{f.explanation}</span>
          {f.compliantLine && (
            <Better>
              <span>{t('scorecard.compliantLine')}: </span>
              {f.compliantLine}
            </Better>
          )}
        </Finding>
      ))}
    </Box>
  );
}

const Box = styled.section`
  width: 100%;
  text-align: left;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSize.md}; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Result = styled.span<{ $color: string }>`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  border-bottom: 3px solid ${({ $color }) => $color};
`;

const NoMedal = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.li<{ $status: CriterionStatus }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-left: 4px solid
    ${({ theme, $status }) => ($status === 'met' ? theme.semantic.score.good : $status === 'partial' ? theme.semantic.score.fair : $status === 'missed' ? theme.semantic.score.poor : theme.colors.border)};
`;

const Title = styled.span`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 700;
  svg { flex: none; margin-top: 2px; }
`;

const Status = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Quote = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-style: italic;
  span { font-style: normal; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Better = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  span { font-weight: 700; }
`;

const Compliance = styled.p<{ $ok: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  svg { color: ${({ theme, $ok }) => ($ok ? theme.semantic.score.good : theme.semantic.score.poor)}; }
`;

const Finding = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
