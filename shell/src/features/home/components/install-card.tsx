import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import { CardDescription, CardHeader, CardTitle } from '@app/ui/card';
import { Button, Card } from '@app/ui/components';
import { Row } from '@app/ui/row';
import { dismissInstallPrompt, isInstallPromptDismissed } from '../../../lib/pwa/dismissal';
import { isStandalone, readDisplayEnv } from '../../../lib/pwa/display-mode';
import { promptInstall, useInstallState } from '../../../lib/pwa/install-prompt';

// Spec 000 §4 and §9: 3 s after the browser offers installation; not when installed or dismissed in the last 24 h.
export const INSTALL_CARD_DELAY_MS = 3000;

export function InstallCard() {
  const { t } = useTranslation('pwa');
  const theme = useTheme();
  const { offered, installed } = useInstallState();
  const [due, setDue] = useState(false);
  const [hidden, setHidden] = useState(() => isStandalone(readDisplayEnv()) || isInstallPromptDismissed());
  useEffect(() => {
    if (!offered) return;
    const timer = window.setTimeout(() => setDue(true), INSTALL_CARD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [offered]);
  if (hidden || installed || !offered || !due) return null;

  const install = async () => {
    if ((await promptInstall()) === 'accepted') setHidden(true);
  };
  const later = () => {
    dismissInstallPrompt();
    setHidden(true);
  };
  return (
    <Card aria-labelledby="install-card-title" data-testid="install-card">
      <Row $align="start" $gap="md">
        <Download aria-hidden size={24} color={theme.colors.primary} />
        <div>
          <CardHeader>
            <CardTitle id="install-card-title">{t('card.title')}</CardTitle>
            <CardDescription>{t('card.body')}</CardDescription>
          </CardHeader>
          <Row $wrap>
            <Button type="button" onClick={() => void install()}>
              {t('card.install')}
            </Button>
            <Button type="button" $variant="ghost" onClick={later}>
              {t('card.later')}
            </Button>
          </Row>
        </div>
      </Row>
    </Card>
  );
}
