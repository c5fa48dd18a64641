import { Download, Share, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@app/ui/components';
import { useInstallBanner } from '../hooks/use-install-banner';
import { Notice } from './notice';

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
      <Close type="button" aria-label={t('banner.dismiss')} onClick={banner.dismiss}>
        <X aria-hidden size={18} />
      </Close>
    </Notice>
  );
}

export const Text = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  padding-top: ${({ theme }) => theme.space.sm};
`;

export const Close = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.layout.touch};
  height: ${({ theme }) => theme.layout.touch};
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;
