import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@app/contracts/user';
import { menuOnDemand } from '../../../lib/menu-on-demand';
import { AvatarButton } from './avatar-button';

/** The account menu, its code loaded when the avatar is first hovered, focused or pressed. */
export const AvatarMenuOnDemand = menuOnDemand(
  () => import(/* webpackChunkName: "avatar-menu" */ './avatar-menu').then((m) => m.AvatarMenu),
  function AvatarMenuPlaceholder({ user }: { user: CurrentUser }) {
    const { t } = useTranslation('home');
    return <AvatarButton user={user} label={t('accountMenu')} />;
  },
);
