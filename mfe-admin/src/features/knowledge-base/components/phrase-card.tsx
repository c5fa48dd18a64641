import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CoachingPhrase } from '@app/contracts/coaching-phrases';
import { Badge } from '@app/ui/badge';
import { Button, Card, Muted, Stack } from '@app/ui/components';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';

export function PhraseCard({ phrase: p, onEdit, onDelete }: { phrase: CoachingPhrase; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('knowledge');
  return (
    <Card as="article">
      <Stack $gap="sm">
        <Row $wrap $gap="xs">
          <Badge>{t(`phrases.categories.${p.category}`)}</Badge>
          <Badge>{t(p.custom ? 'phrases.custom' : 'phrases.builtIn')}</Badge>
          {!p.isActive && <Badge>{t('phrases.inactive')}</Badge>}
        </Row>
        <SectionHeading as="h3">{p.situation}</SectionHeading>
      </Stack>
      <Muted>
        {t('phrases.poor')}: <s>{p.poorExample}</s>
      </Muted>
      <p>
        {t('phrases.better')}: {p.betterExample}
      </p>
      <Muted>{p.tip}</Muted>
      <Row $justify="end">
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
