import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ChatSession } from '@app/contracts/chat';
import { DiscBadge } from '@app/ui/disc-badge';
import { Item, ItemContent } from '@app/ui/item';
import { Badge } from '@app/ui/badge';
import { MedalBadge } from '@app/ui/medal-badge';
import { Row } from '@app/ui/row';
import { ScorePill } from '@app/ui/score-pill';
import { SmallText } from '@app/ui/small-text';

export function HistoryItem({ session }: { session: ChatSession }) {
  const { t, i18n } = useTranslation('chat');
  const when = new Date(session.completedAt ?? session.createdAt).toLocaleDateString(i18n.language, { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <Item asChild>
      <Link to={`/chat/sessions/${session.id}`} data-testid="history-item">
        <DiscBadge type={session.personality} size="sm" />
        <ItemContent>
          <strong>{session.scenarioTitle}</strong>
          <SmallText>
            {t(`personalities.${session.personality}.title`)} · {t(`difficulty.${session.difficulty}.label`)}
          </SmallText>
          <SmallText>
            {when} · {t('history.messages', { count: session.messageCount })}
          </SmallText>
          <Row $justify="between">
            {session.completed ? (
              <Row $wrap $gap="xs">
                <ScorePill score={session.score}>{t('history.score', { score: session.score })}</ScorePill>
                {session.medal && <MedalBadge medal={session.medal} label={t(`scorecard.medal.${session.medal}`)} />}
              </Row>
            ) : (
              <Badge>{t('history.inProgress')}</Badge>
            )}
            <Badge $tone="primary">{session.completed ? t('history.view') : t('history.resume')}</Badge>
          </Row>
        </ItemContent>
        <ChevronRight aria-hidden size={20} />
      </Link>
    </Item>
  );
}
