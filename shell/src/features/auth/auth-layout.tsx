import type { ReactNode } from 'react';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { Card, Heading, Muted } from '@app/ui/components';
import { Row } from '@app/ui/row';

export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  return (
    <Main>
      <Row $gap="md">
        <Building2 aria-hidden size={36} color={theme.colors.primary} />
        <div>
          <strong>{t('appName')}</strong>
          <Muted as="span"> · {t('tagline')}</Muted>
        </div>
      </Row>
      <Card>
        <Heading>{title}</Heading>
        {subtitle && <Muted>{subtitle}</Muted>}
        {children}
      </Card>
    </Main>
  );
}

const Main = styled.main`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;
