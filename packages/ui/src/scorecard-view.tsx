import { useId } from 'react';
import styled from 'styled-components';
import { MedalBadge, type MedalName } from './medal-badge';
import { scoreColor } from '@app/ui/tokens';

type Status = 'met' | 'partial' | 'missed' | 'unjudged';

/** A conversation on its scorecard (structurally the contracts' ScoredCard: session, call or pasted transcript). */
export interface ScorecardViewCard {
  passMark: number;
  score: number;
  passed: boolean;
  medal: MedalName | null;
  criteria: readonly { id: string; title: string; status: Status; evidence: string | null; betterLine: string | null }[];
  compliance: { passed: boolean; findings: readonly { quote: string; explanation: string; compliantLine: string }[] };
}

/**
 * The app's translate function for the `scorecard` i18n namespace (the kit has no texts of its
 * own). Typed loosely on purpose: each app's `t` is typed by its own resources.
 */
export type ScorecardTranslate = (...args: never[]) => unknown;

const MARK: Record<Status, string> = { met: '✓', partial: '◐', missed: '✗', unjudged: '?' };

/** The filled-in card: the result and medal, each criterion with its status, the agent's words and a better line, then compliance. */
export function ScorecardView({ card, t: translate, headingLevel = 3, testId = 'scorecard' }: { card: ScorecardViewCard; t: ScorecardTranslate; headingLevel?: 2 | 3; testId?: string }) {
  const t = (key: string, vars?: Record<string, unknown>) => String((translate as unknown as (k: string, v?: object) => unknown)(key, vars));
  const Heading = headingLevel === 2 ? H2 : H3;
  // Named by its heading, the card is a region a screen reader can jump to.
  const headingId = useId();
  return (
    <Box data-testid={testId} aria-labelledby={headingId}>
      <Head>
        <Heading id={headingId}>{t('title')}</Heading>
        <Result $color={scoreColor(card.score)} data-testid="scorecard-result">
          {t('scoreLine', { score: card.score, passMark: card.passMark })} · {card.passed ? t('passed') : t('failed')}
        </Result>
        {card.medal ? <MedalBadge medal={card.medal} label={t(`medal.${card.medal}`)} /> : <Muted>{t('medal.none')}</Muted>}
      </Head>
      <List>
        {card.criteria.map((c) => (
          <Item key={c.id} $status={c.status} data-testid="criterion" data-status={c.status}>
            <Title>
              <Mark aria-hidden $status={c.status} data-mark={MARK[c.status]} />
              <span>{c.title}</span>
            </Title>
            <Muted>{t(`status.${c.status}`)}</Muted>
            {c.evidence && (
              <Quote>
                <span>{t('evidence')}: </span>«{c.evidence}»
              </Quote>
            )}
            {c.betterLine && (
              <Better>
                <strong>{t('betterLine')}: </strong>
                {c.betterLine}
              </Better>
            )}
          </Item>
        ))}
      </List>
      <Compliance $ok={card.compliance.passed} role="status" data-testid="scorecard-compliance">
        <Mark aria-hidden $status={card.compliance.passed ? 'met' : 'missed'} data-mark={card.compliance.passed ? '✓' : '!'} />
        <span>{card.compliance.passed ? t('compliancePassed') : t('complianceFailed')}</span>
      </Compliance>
      {card.compliance.findings.map((f, i) => (
        <Finding key={i}>
          <Quote>«{f.quote}»</Quote>
          <span>{f.explanation}</span>
          {f.compliantLine && (
            <Better>
              <strong>{t('compliantLine')}: </strong>
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
`;

const H2 = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const H3 = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
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

const Muted = styled.span`
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

const statusColor = (theme: { semantic: { score: { good: string; fair: string; poor: string } }; colors: { border: string } }, status: Status) =>
  status === 'met' ? theme.semantic.score.good : status === 'partial' ? theme.semantic.score.fair : status === 'missed' ? theme.semantic.score.poor : theme.colors.border;

const Item = styled.li<{ $status: Status }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-left: 4px solid ${({ theme, $status }) => statusColor(theme, $status)};
`;

const Title = styled.span`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 700;
`;

const Mark = styled.span<{ $status: Status }>`
  flex: none;
  width: 1.2em;
  text-align: center;
  color: ${({ theme, $status }) => statusColor(theme, $status)};
  /* Drawn, not text: a card's text (and what tests and copy-paste read) is its words alone. */
  &::before { content: attr(data-mark); }
`;

const Quote = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-style: italic;
  overflow-wrap: anywhere;
  span { font-style: normal; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Better = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Compliance = styled.p<{ $ok: boolean }>`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
`;

const Finding = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
