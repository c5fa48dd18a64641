import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Input } from '@app/ui/components';

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
    <Tips>
      <Legend>{decorate(t('dialog.tips', { max }))}</Legend>
      {tips.map((tip, i) => (
        <Row key={i}>
          <Input
            aria-label={decorate(t('dialog.tip', { n: i + 1 }))}
            value={tip}
            maxLength={300}
            onChange={(e) => onChange(tips.map((old, j) => (j === i ? e.target.value : old)))}
          />
          <IconButton type="button" $variant="ghost" aria-label={decorate(t('dialog.removeTip', { n: i + 1 }))} onClick={() => onChange(tips.filter((_, j) => j !== i))}>
            <X aria-hidden size={18} />
          </IconButton>
        </Row>
      ))}
      <Button type="button" $variant="ghost" disabled={tips.length >= max} onClick={() => onChange([...tips, ''])}>
        {decorate(t('dialog.addTip'))}
      </Button>
    </Tips>
  );
}

const Tips = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const IconButton = styled(Button)`
  flex: 0 0 ${({ theme }) => theme.layout.touch};
  padding: 0;
  display: grid;
  place-items: center;
`;
