import { PhoneOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card } from '@app/ui/components';
import { Badge } from '@app/ui/badge';
import { Row } from '@app/ui/row';
import { mss } from '../../../lib/format';
import { useSeconds } from '../hooks/use-seconds';

export function ActiveCallBar({ onEnd, ending }: { onEnd: () => void; ending: boolean }) {
  const { t } = useTranslation('voice');
  const seconds = useSeconds(true);
  return (
    <Card>
      <Row $justify="between">
        <span role="status">
          <Badge $tone="poor">● {t('call.active')}</Badge> <Time data-testid="call-timer">{mss(seconds)}</Time>
        </span>
        <Button type="button" $variant="danger" onClick={onEnd} disabled={ending}>
          <PhoneOff size={18} aria-hidden /> {t('call.end')}
        </Button>
      </Row>
    </Card>
  );
}

const Time = styled.strong`
  font-variant-numeric: tabular-nums;
`;
