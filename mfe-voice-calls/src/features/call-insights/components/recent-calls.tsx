import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CallInsight } from '@app/contracts/voice';
import { Button, Card, Muted } from '@app/ui/components';
import { ScorePill } from '@app/ui/score-pill';
import { mss } from '../../../lib/format';
import { useTranscript } from '../api/insights-api';

/** The 5 latest calls, score-coloured; each opens its transcript. */
export function RecentCalls({ calls, openSid, onOpen }: { calls: CallInsight[]; openSid: string | null; onOpen: (sid: string | null) => void }) {
  const { t, i18n } = useTranslation('voice');
  return (
    <Card aria-labelledby="recent-calls" id="recent-calls-card">
      <H2 id="recent-calls">{t('stats.recent')}</H2>
      <List>
        {calls.slice(0, 5).map((c) => (
          <li key={c.callSid} data-testid="recent-call">
            <Row>
              <div>
                <strong>{c.clientName}</strong>
                <Muted>
                  {c.scenario} · {mss(c.duration)} · {new Date(c.completedAt).toLocaleDateString(i18n.language)}
                </Muted>
              </div>
              <ScorePill score={c.overallScore}>{t('call.scoreValue', { score: c.overallScore })}</ScorePill>
            </Row>
            {c.aiAnalysis.summary && <Muted>{c.aiAnalysis.summary}</Muted>}
            <Button type="button" $variant="ghost" aria-expanded={openSid === c.callSid} onClick={() => onOpen(openSid === c.callSid ? null : c.callSid)}>
              {t('stats.review')}
            </Button>
            {openSid === c.callSid && <Transcript callSid={c.callSid} clientName={c.clientName} />}
          </li>
        ))}
      </List>
    </Card>
  );
}

function Transcript({ callSid, clientName }: { callSid: string; clientName: string }) {
  const { t } = useTranslation('voice');
  const { data } = useTranscript(callSid);
  return (
    <Lines aria-label={t('stats.transcriptOf', { name: clientName })}>
      {data?.map((e) => (
        <li key={e.id}>
          <strong>{e.speaker === 'agent' ? t('call.you') : clientName}:</strong> {e.text}
        </li>
      ))}
    </Lines>
  );
}

const H2 = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.md};
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;
const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  & p {
    margin: 0;
  }
`;
const Lines = styled.ol`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
