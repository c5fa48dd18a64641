import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Muted } from '@app/ui/components';
import { List } from '@app/ui/list';
import { ScorePill } from '@app/ui/score-pill';
import { SectionHeading } from '@app/ui/section-heading';
import { voiceAttemptsQuery } from '@app/api-client/voice';

/** The user's earlier answers to this scenario with their scores, newest first. */
export function AttemptsList({ scenario }: { scenario: string }) {
  const { t, i18n } = useTranslation('voice');
  const { data } = useQuery(voiceAttemptsQuery(scenario));
  return (
    <Card aria-labelledby="voice-attempts">
      <SectionHeading id="voice-attempts">{t('recorder.attempts')}</SectionHeading>
      {data && data.length === 0 && <Muted>{t('recorder.noAttempts')}</Muted>}
      <List>
        {data?.map((a) => (
          <li key={a.id}>
            <Text>{a.transcript}</Text>
            <ScorePill score={a.score}>{t('recorder.attempt', { score: a.score, date: new Date(a.createdAt).toLocaleString(i18n.language) })}</ScorePill>
          </li>
        ))}
      </List>
    </Card>
  );
}

// Two lines of each earlier answer, then the score under them.
const Text = styled.span`
  display: -webkit-box;
  margin-bottom: ${({ theme }) => theme.space.xs};
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
