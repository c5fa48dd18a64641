import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Heading, Muted, Screen, Stack } from '@app/ui/components';
import { BackLink } from '@app/ui/links';
import { DiscStyles } from './disc-styles';
import { PhraseBank } from './phrase-bank';
import { PracticeSuggestion } from './practice-suggestion';

const TABS = ['phrases', 'disc'] as const;
type Tab = (typeof TABS)[number];

export function CoachPage() {
  const { t } = useTranslation('coaching');
  const [tab, setTab] = useState<Tab>('phrases');
  return (
    <Screen data-testid="mfe-coach">
      <BackLink to="/">{t('backHome')}</BackLink>
      <Heading>{t('coach.title')}</Heading>
      <Muted>{t('coach.subtitle')}</Muted>
      <TabList role="tablist" aria-label={t('coach.tabsLabel')}>
        {TABS.map((id) => (
          <TabButton
            key={id}
            type="button"
            role="tab"
            id={`coach-tab-${id}`}
            aria-selected={tab === id}
            aria-controls="coach-panel"
            onClick={() => setTab(id)}
          >
            {t(`coach.tabs.${id}`)}
          </TabButton>
        ))}
      </TabList>
      <div role="tabpanel" id="coach-panel" aria-labelledby={`coach-tab-${tab}`}>
        {tab === 'phrases' ? (
          <Stack $gap="lg">
            <PhraseBank />
            <PracticeSuggestion />
          </Stack>
        ) : (
          <DiscStyles />
        )}
      </div>
    </Screen>
  );
}

const TabList = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const TabButton = styled.button`
  min-height: ${({ theme }) => theme.layout.touch};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;
