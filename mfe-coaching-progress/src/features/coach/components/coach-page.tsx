import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Heading, Muted, Screen, Stack } from '@app/ui/components';
import { BackLink } from '@app/ui/links';
import { Tabs } from '@app/ui/tabs';
import { DiscProfile } from './disc-profile';
import { MyPhrases } from './my-phrases';
import { PhraseBank } from './phrase-bank';
import { PracticeSuggestion } from './practice-suggestion';

const TABS = ['phrases', 'disc'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/** Coach Me; the tab lives in the address (?tab=disc), so links such as the DISC results' open the right one. */
export function CoachPage() {
  const { t } = useTranslation('coaching');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'phrases';
  const setTab = (next: Tab) => setParams(next === 'phrases' ? {} : { tab: next }, { replace: true });
  return (
    <Screen data-testid="mfe-coach">
      <BackLink to="/">{t('backHome')}</BackLink>
      <Heading>{t('coach.title')}</Heading>
      <Muted>{t('coach.subtitle')}</Muted>
      <Tabs label={t('coach.tabsLabel')} idPrefix="coach" tabs={TABS.map((id) => ({ id, label: t(`coach.tabs.${id}`) }))} value={tab} onChange={setTab}>
        {tab === 'phrases' ? (
          <Stack $gap="lg">
            <PhraseBank />
            <PracticeSuggestion />
            <MyPhrases />
          </Stack>
        ) : (
          <DiscProfile />
        )}
      </Tabs>
    </Screen>
  );
}
