import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CoachingPhrase } from '@app/contracts/coaching-phrases';
import { Badge } from '@app/ui/badge';
import { Card } from '@app/ui/components';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';

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
      <Example $tone="avoid">
        <Label>{t('phrases.avoid')}</Label>
        <Quote>{phrase.poorExample}</Quote>
      </Example>
      <Example $tone="better">
        <Label>{t('phrases.better')}</Label>
        <Quote>{phrase.betterExample}</Quote>
      </Example>
      <Tip>
        <Label>{t('phrases.tip')}</Label>
        <p>{phrase.tip}</p>
      </Tip>
    </Card>
  );
}

const Example = styled.div<{ $tone: 'avoid' | 'better' }>`
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'avoid' ? theme.semantic.score.poor : theme.semantic.score.good)};
  padding-left: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Label = styled.strong`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Quote = styled.q`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Tip = styled.div`
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.md};
  p { margin: ${({ theme }) => theme.space.xs} 0 0; }
`;
