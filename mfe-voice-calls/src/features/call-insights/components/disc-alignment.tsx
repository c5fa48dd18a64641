import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CallInsight } from '@app/contracts/voice';
import { Card, Muted } from '@app/ui/components';
import { LinkButton } from '@app/ui/links';
import { List } from '@app/ui/list';
import { SectionHeading } from '@app/ui/section-heading';
import { DiscBadge } from '@app/ui/disc-badge';
import { useRemoteProps } from '@app/shell-sdk/use-remote-props';
import { userSummaryQuery } from '@app/api-client/users';

type Disc = 'D' | 'I' | 'S' | 'C';
const isDisc = (v: string): v is Disc => ['D', 'I', 'S', 'C'].includes(v);

/** The clients' styles (from the calls) against the user's own DISC profile. */
export function DiscAlignment({ calls }: { calls: CallInsight[] }) {
  const { t } = useTranslation('voice');
  const { user } = useRemoteProps();
  const { data, isSuccess } = useQuery({ ...userSummaryQuery(user.id), select: (summary) => summary.discProfile ?? null });
  const clients = [...new Map(calls.map((c) => [c.clientName, c])).values()].filter((c) => isDisc(c.personality)).slice(0, 4);
  const own = data?.primaryType ?? null;
  return (
    <Card aria-labelledby="disc-alignment">
      <SectionHeading id="disc-alignment">{t('stats.disc')}</SectionHeading>
      {isSuccess && !own && (
        <>
          <Muted>{t('stats.discNone')}</Muted>
          <LinkButton to="/disc-assessment">{t('stats.discTake')}</LinkButton>
        </>
      )}
      {own && (
        <List>
          <li>
            <DiscBadge type={own} size="xs" /> {t('stats.discYou', { type: t(`disc:styles.${own}`) })}
          </li>
          {clients.map((c) => {
            const type = c.personality as Disc;
            return (
              <li key={c.clientName}>
                <DiscBadge type={type} size="xs" />{' '}
                {t('stats.discClient', { name: c.clientName, type: t(`disc:styles.${type}`), advice: type === own ? t('stats.discSame') : t('stats.discOther') })}
              </li>
            );
          })}
        </List>
      )}
    </Card>
  );
}
