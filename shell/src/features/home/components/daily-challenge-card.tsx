import { Flame, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useTheme } from 'styled-components';
import type { DailyChallenge } from '@app/contracts/dashboard';
import { Badge } from '@app/ui/badge';
import { CardHeader, CardTitle } from '@app/ui/card';
import { Button, Card, Stack } from '@app/ui/components';
import { Row } from '@app/ui/row';
import { SmallText } from '@app/ui/small-text';

/** Spec 000 §2.4: only when a challenge exists; "Start Challenge" opens the chat. */
export function DailyChallengeCard({ daily }: { daily: DailyChallenge }) {
  const { t } = useTranslation('home');
  const theme = useTheme();
  if (!daily.challenge) return null;
  return (
    <Card $featured aria-labelledby="daily-challenge-title" data-testid="daily-challenge">
      <CardHeader>
        <Row $justify="between">
          <CardTitle id="daily-challenge-title">
            <Row as="span">
              <Trophy aria-hidden size={20} color={theme.colors.primary} />
              {t('dailyChallenge.title')}
            </Row>
          </CardTitle>
          <Badge $tone="primary">
            <Flame aria-hidden size={16} />
            {t('dailyChallenge.streak', { count: daily.streak })}
          </Badge>
        </Row>
      </CardHeader>
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
