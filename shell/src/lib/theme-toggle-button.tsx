import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@app/ui/components';
import { TooltipOnDemand as Tooltip } from '@app/ui/tooltip-on-demand';
import { usePreferences } from './preferences';

/** Flips between the dark (default) and light theme; the choice is stored under "theme". */
export function ThemeToggleButton() {
  const { t } = useTranslation('settings');
  const { theme, setTheme } = usePreferences();
  const label = theme === 'dark' ? t('theme.toggleToLight') : t('theme.toggleToDark');
  return (
    <Tooltip label={label}>
      <Button type="button" $variant="ghost" $size="icon" aria-label={label} data-testid="theme-toggle" onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
        {theme === 'dark' ? <Sun aria-hidden size={20} /> : <Moon aria-hidden size={20} />}
      </Button>
    </Tooltip>
  );
}
