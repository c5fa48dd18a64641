import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CoachingPhrase } from '@app/contracts/coaching-phrases';
import { Badge } from '@app/ui/badge';
import { Card } from '@app/ui/card';
import { Stack } from '@app/ui/components';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';
import { SmallText } from '@app/ui/small-text';

interface Props {
  phrase: CoachingPhrase;
  index: number;
  total: number;
}

export function PhraseCard({ phrase, index, total }: Props) {
  const { t } = useTranslation('coaching');
  return (
    <Card as="article" aria-live="polite">
      <Row $justify="between" $align="baseline" $gap="md">
        <SectionHeading as="h3">{phrase.situation}</SectionHeading>
        <Badge>{t('phrases.counter', { current: index + 1, total })}</Badge>
      </Row>
      <Stack $gap="md">
        <Example $tone="avoid">
          <SmallText as="strong">{t('phrases.avoid')}</SmallText>
          <q>{phrase.poorExample}</q>
        </Example>
        <Example $tone="better">
          <SmallText as="strong">{t('phrases.better')}</SmallText>
          <q>{phrase.betterExample}</q>
        </Example>
        <Example $tone="tip">
          <SmallText as="strong">{t('phrases.tip')}</SmallText>
          {phrase.tip}
        </Example>
      </Stack>
    </Card>
  );
}

// The example's meaning in its stripe: red what to avoid, green what works better, the primary colour the tip.
const Example = styled.div<{ $tone: 'avoid' | 'better' | 'tip' }>`
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'avoid' ? theme.semantic.score.poor : $tone === 'better' ? theme.semantic.score.good : theme.colors.primary)};
  padding-left: ${({ theme }) => theme.space.md};
`;
