import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Label } from '@app/ui/components';
import { Row } from '@app/ui/row';
import { Fieldset } from '../../../components/form-controls';

interface Props {
  tips: string[];
  max: number;
  onChange: (tips: string[]) => void;
  /** Names the fields of a second-language copy apart ("Tip 1 (Russian)"). */
  decorate?: (label: string) => string;
}

/** Spec 001 §4: tips are added (up to the maximum), edited and removed. */
export function TipsEditor({ tips, max, onChange, decorate = (label) => label }: Props) {
  const { t } = useTranslation('knowledge');
  return (
    <Fieldset>
      <Label as="legend">{decorate(t('dialog.tips', { max }))}</Label>
      {tips.map((tip, i) => (
        <Row key={i} $gap="xs">
          <Input
            aria-label={decorate(t('dialog.tip', { n: i + 1 }))}
            value={tip}
            maxLength={300}
            onChange={(e) => onChange(tips.map((old, j) => (j === i ? e.target.value : old)))}
          />
          <Button $variant="ghost" $size="icon" type="button" aria-label={decorate(t('dialog.removeTip', { n: i + 1 }))} onClick={() => onChange(tips.filter((_, j) => j !== i))}>
            <X aria-hidden size={18} />
          </Button>
        </Row>
      ))}
      {/* In a row, the button keeps its own width instead of the column's. */}
      <Row>
        <Button type="button" $variant="ghost" disabled={tips.length >= max} onClick={() => onChange([...tips, ''])}>
          {decorate(t('dialog.addTip'))}
        </Button>
      </Row>
    </Fieldset>
  );
}
