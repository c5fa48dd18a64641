import { PhoneOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card } from '@app/ui/components';
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
          <Dot aria-hidden>●</Dot> {t('call.active')} <Time data-testid="call-timer">{mss(seconds)}</Time>
        </span>
        <Button type="button" $variant="danger" onClick={onEnd} disabled={ending}>
          <PhoneOff size={18} aria-hidden /> {t('call.end')}
        </Button>
      </Row>
    </Card>
  );
}

const Dot = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;
const Time = styled.strong`
  font-variant-numeric: tabular-nums;
`;
