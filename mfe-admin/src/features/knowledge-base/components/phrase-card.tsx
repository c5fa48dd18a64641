import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CoachingPhrase } from '@app/contracts/coaching-phrases';
import { Button, Card, Muted } from '@app/ui/components';

export function PhraseCard({ phrase: p, onEdit, onDelete }: { phrase: CoachingPhrase; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('knowledge');
  return (
    <Card as="article">
      <Badges>
        <Badge>{t(`phrases.categories.${p.category}`)}</Badge>
        <Badge>{t(p.custom ? 'phrases.custom' : 'phrases.builtIn')}</Badge>
        {!p.isActive && <Badge>{t('phrases.inactive')}</Badge>}
      </Badges>
      <Title>{p.situation}</Title>
      <Muted>
        {t('phrases.poor')}: <s>{p.poorExample}</s>
      </Muted>
      <p>
        {t('phrases.better')}: {p.betterExample}
      </p>
      <Muted>{p.tip}</Muted>
      <Row>
        <Button type="button" $variant="ghost" aria-label={t('phrases.editLabel', { situation: p.situation })} onClick={onEdit}>
          <Pencil aria-hidden size={16} />
        </Button>
        <Button type="button" $variant="ghost" aria-label={t('phrases.deleteLabel', { situation: p.situation })} onClick={onDelete}>
          <Trash2 aria-hidden size={16} />
        </Button>
      </Row>
    </Card>
  );
}

const Title = styled.h3`
  margin: ${({ theme }) => theme.space.xs} 0;
  font-size: ${({ theme }) => theme.fontSize.md};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Badge = styled.span`
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
