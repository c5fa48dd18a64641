import { Flame, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DailyChallenge } from '@app/contracts/dashboard';
import { Badge } from '@app/ui/badge';
import { Button, Card, Stack } from '@app/ui/components';
import { SmallText } from '@app/ui/small-text';
import { IconCardHeader } from './icon-card-header';

/** Spec 000 §2.4: only when a challenge exists; "Start Challenge" opens the chat. */
export function DailyChallengeCard({ daily }: { daily: DailyChallenge }) {
  const { t } = useTranslation('home');
  if (!daily.challenge) return null;
  return (
    <Card $featured aria-labelledby="daily-challenge-title" data-testid="daily-challenge">
      <IconCardHeader
        id="daily-challenge-title"
        icon={Trophy}
        title={t('dailyChallenge.title')}
        aside={
          <Badge $tone="primary">
            <Flame aria-hidden size={16} />
            {t('dailyChallenge.streak', { count: daily.streak })}
          </Badge>
        }
      />
      <Stack $gap="sm">
        <strong>{daily.challenge.title}</strong>
        <SmallText>{daily.challenge.description}</SmallText>
        <Button asChild>
          <Link to={`/chat?challenge=${daily.challenge.id}`}>{t('dailyChallenge.start')}</Link>
        </Button>
      </Stack>
    </Card>
  );
}
