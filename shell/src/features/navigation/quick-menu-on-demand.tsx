import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@app/contracts/user';
import { menuOnDemand } from '../../lib/menu-on-demand';
import { QuickMenuFab } from './quick-menu-fab';

/** The quick menu, its code loaded when the button is first hovered, focused or pressed. */
export const QuickMenuOnDemand = menuOnDemand(
  () => import(/* webpackChunkName: "quick-menu" */ './quick-menu').then((m) => m.QuickMenu),
  function QuickMenuPlaceholder(_: { user: CurrentUser }) {
    const { t } = useTranslation('common');
    return <QuickMenuFab open={false} label={t('quickMenu.open')} />;
  },
);
