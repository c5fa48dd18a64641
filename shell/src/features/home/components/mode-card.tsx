import { MonitorSmartphone, Smartphone, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Muted } from '@app/ui/components';
import { isAppMode, isIos, readDisplayEnv } from '../../../lib/pwa/display-mode';
import { hasSeenModeCard, markModeCardSeen } from '../../../lib/pwa/mode-card-seen';
import { IconButton } from '../../../lib/icon-button';

// Spec 000 §2.6 and §9: visible for 8 seconds. Counted from the card's own showing, so a slow sign-in never eats it.
export const MODE_CARD_MS = 8000;

/**
 * Browser or app mode, told once per device, in the page's flow below the home's content, so it
 * covers nothing. The debug details are in the settings (This device).
 */
export function ModeCard() {
  const { t } = useTranslation('pwa');
  const [visible, setVisible] = useState(() => !hasSeenModeCard());
  const [env] = useState(readDisplayEnv);
  useEffect(() => {
    if (!visible) return;
    markModeCardSeen();
    const timer = window.setTimeout(() => setVisible(false), MODE_CARD_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);
  if (!visible) return null;
  const app = isAppMode(env);
  return (
    <Row role="status" data-testid="mode-card">
      {app ? <Smartphone aria-hidden size={22} /> : <MonitorSmartphone aria-hidden size={22} />}
      <Text>
        <strong>{app ? t('mode.appTitle') : t('mode.browserTitle')}</strong>
        <Muted>{app ? t('mode.appDetail') : isIos(env) ? t('mode.browserIos') : t('mode.browserOther')}</Muted>
      </Text>
      <IconButton type="button" aria-label={t('mode.close')} onClick={() => setVisible(false)}>
        <X aria-hidden size={18} />
      </IconButton>
    </Row>
  );
}

const Row = styled(Card)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  > svg { flex: none; margin-top: 12px; color: ${({ theme }) => theme.colors.primary}; }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  p { margin: 0; }
`;
