import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CallInsight } from '@app/contracts/voice';
import { Button, Card, Muted } from '@app/ui/components';
import { List } from '@app/ui/list';
import { Row } from '@app/ui/row';
import { ScorePill } from '@app/ui/score-pill';
import { SectionHeading } from '@app/ui/section-heading';
import { SmallText } from '@app/ui/small-text';
import { mss } from '../../../lib/format';
import { callTranscriptQuery } from '@app/api-client/calls';

/** The 5 latest calls, score-coloured; each opens its transcript. */
export function RecentCalls({ calls, openSid, onOpen }: { calls: CallInsight[]; openSid: string | null; onOpen: (sid: string | null) => void }) {
  const { t, i18n } = useTranslation('voice');
  return (
    <Card aria-labelledby="recent-calls" id="recent-calls-card">
      <SectionHeading id="recent-calls">{t('stats.recent')}</SectionHeading>
      <List $gap="lg">
        {calls.slice(0, 5).map((c) => (
          <li key={c.callSid} data-testid="recent-call">
            <Row $justify="between">
              <div>
                <strong>{c.clientName}</strong>
                <SmallText>
                  {c.scenario} · {mss(c.duration)} · {new Date(c.completedAt).toLocaleDateString(i18n.language)}
                </SmallText>
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
  const { data } = useQuery({ ...callTranscriptQuery(callSid ?? ''), enabled: Boolean(callSid) });
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

// The transcript keeps its numbers: a numbered, indented list in small type, unlike the kit's bare lists.
const Lines = styled.ol`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
