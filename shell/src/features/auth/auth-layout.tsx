import type { ReactNode } from 'react';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Heading, Muted } from '@app/ui/components';

export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Main>
      <Brand>
        <Building2 aria-hidden size={36} />
        <div>
          <strong>{t('appName')}</strong>
          <Muted as="span"> · {t('tagline')}</Muted>
        </div>
      </Brand>
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
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
  svg { color: ${({ theme }) => theme.colors.primary}; }
`;
