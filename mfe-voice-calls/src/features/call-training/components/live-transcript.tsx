import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TranscriptEntry } from '@app/contracts/voice';
import { Card, Muted } from '@app/ui/components';
import { Badge } from '@app/ui/badge';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';

/** Spec 001 §2: speaker, time and text per entry; agent entries styled apart. It fills the call stage (at most 600 px), scrolling inside. */
export function LiveTranscript({ entries, clientName, live }: { entries: TranscriptEntry[]; clientName: string; live: boolean }) {
  const { t, i18n } = useTranslation('voice');
  const list = useRef<HTMLOListElement>(null);
  // The list scrolls, not the page: the newest line shows without moving what the agent looks at.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [entries.length]);
  return (
    <Panel aria-labelledby="live-transcript" data-testid="live-transcript">
      <Row $justify="between" $align="baseline">
        <SectionHeading id="live-transcript">{t('call.transcriptTitle')}</SectionHeading>
        {live && <Badge $tone="poor">● {t('call.recording')}</Badge>}
      </Row>
      <List ref={list} aria-live="polite">
        {entries.map((e) => (
          <Entry key={e.id} $agent={e.speaker === 'agent'} data-speaker={e.speaker}>
            <small>
              <strong>{e.speaker === 'agent' ? t('call.you') : clientName}</strong> · {new Date(e.timestamp).toLocaleTimeString(i18n.language)}
            </small>
            <span>{e.text}</span>
          </Entry>
        ))}
        {live && (
          <li>
            <Muted>{t('call.liveTranscription')}</Muted>
          </li>
        )}
      </List>
    </Panel>
  );
}

const Panel = styled(Card)`
  flex: 1;
  min-height: 0;
  max-height: 600px;
  display: flex;
  flex-direction: column;
`;
const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  flex: 1;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
`;
const Entry = styled.li<{ $agent: boolean }>`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $agent }) => ($agent ? theme.colors.primary : theme.colors.surfaceRaised)};
  color: ${({ theme, $agent }) => ($agent ? theme.colors.primaryText : theme.colors.text)};
  margin-left: ${({ $agent }) => ($agent ? '15%' : '0')};
  margin-right: ${({ $agent }) => ($agent ? '0' : '15%')};
`;
