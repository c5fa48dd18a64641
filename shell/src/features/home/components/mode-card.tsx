import { MonitorSmartphone, Smartphone, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { CardDescription } from '@app/ui/card';
import { Button, Card } from '@app/ui/components';
import { Row } from '@app/ui/row';
import { isAppMode, isIos, readDisplayEnv } from '../../../lib/pwa/display-mode';
import { hasSeenModeCard, markModeCardSeen } from '../../../lib/pwa/mode-card-seen';

// Spec 000 §2.6 and §9: visible for 8 seconds. Counted from the card's own showing, so a slow sign-in never eats it.
export const MODE_CARD_MS = 8000;

/**
 * Browser or app mode, told once per device, in the page's flow below the home's content, so it
 * covers nothing. The debug details are in the settings (This device).
 */
export function ModeCard() {
  const { t } = useTranslation('pwa');
  const theme = useTheme();
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
  const Icon = app ? Smartphone : MonitorSmartphone;
  return (
    <Card role="status" data-testid="mode-card">
      <Row $justify="between" $align="start">
        <Row $align="start">
          <Icon aria-hidden size={22} color={theme.colors.primary} />
          <div>
            <strong>{app ? t('mode.appTitle') : t('mode.browserTitle')}</strong>
            <CardDescription>{app ? t('mode.appDetail') : isIos(env) ? t('mode.browserIos') : t('mode.browserOther')}</CardDescription>
          </div>
        </Row>
        <Button type="button" $variant="ghost" $size="icon" aria-label={t('mode.close')} onClick={() => setVisible(false)}>
          <X aria-hidden size={18} />
        </Button>
      </Row>
    </Card>
  );
}
