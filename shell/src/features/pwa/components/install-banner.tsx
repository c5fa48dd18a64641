import { Download, Share, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useInstallBanner } from '../hooks/use-install-banner';
import { Notice } from './notice';
import { Button } from '@app/ui/components';

export function InstallBanner() {
  const { t } = useTranslation('pwa');
  const banner = useInstallBanner();
  if (!banner.visible) return null;
  const body = banner.kind === 'ios' ? t('banner.iosBody') : banner.kind === 'prompt' ? t('banner.body') : t('banner.manualBody');
  return (
    <Notice role="region" aria-labelledby="install-banner-title" data-testid="install-banner">
      {banner.kind === 'ios' ? <Share aria-hidden size={22} /> : <Download aria-hidden size={22} />}
      <Text>
        <strong id="install-banner-title">{t('banner.title')}</strong>
        <span>{body}</span>
        {banner.kind === 'prompt' && (
          <Button type="button" onClick={() => void banner.install()}>
            {t('banner.install')}
          </Button>
        )}
      </Text>
      <Button type="button" $variant="link" $size="icon" aria-label={t('banner.dismiss')} onClick={banner.dismiss}>
        <X aria-hidden size={18} />
      </Button>
    </Notice>
  );
}

const Text = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  padding-top: ${({ theme }) => theme.space.sm};
`;
