import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { CardHeader, CardTitle } from '@app/ui/card';
import { Row } from '@app/ui/row';

/** A home card's header: its icon and title (the card's name, by `id`), and what stands beside them. */
export function IconCardHeader({ id, icon: Icon, title, aside }: { id: string; icon: LucideIcon; title: ReactNode; aside?: ReactNode }) {
  const theme = useTheme();
  return (
    <CardHeader>
      <Row $justify="between">
        <CardTitle id={id}>
          <Row as="span">
            <Icon aria-hidden size={20} color={theme.colors.primary} />
            {title}
          </Row>
        </CardTitle>
        {aside}
      </Row>
    </CardHeader>
  );
}
