import { CheckCheck, Trash2 } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@app/ui/components';
import { Row } from '@app/ui/row';
import { SectionHeading } from '@app/ui/section-heading';

interface Props {
  titleId: string;
  headingRef: Ref<HTMLHeadingElement>;
  unread: number;
  empty: boolean;
  onReadAll: () => void;
  onClearAll: () => void;
}

/** The panel's sticky top: its title, "Mark all read" and "Clear all". */
export function NotificationPanelHeader({ titleId, headingRef, unread, empty, onReadAll, onClearAll }: Props) {
  const { t } = useTranslation('notifications');
  return (
    <Header>
      <SectionHeading id={titleId} ref={headingRef} tabIndex={-1}>
        {t('title')}
      </SectionHeading>
      <Row $wrap>
        <Button type="button" $variant="link" $size="sm" onClick={onReadAll} disabled={unread === 0}>
          <CheckCheck aria-hidden size={16} /> {t('markAllRead')}
        </Button>
        <Button type="button" $variant="link" $size="sm" onClick={onClearAll} disabled={empty}>
          <Trash2 aria-hidden size={16} /> {t('clearAll')}
        </Button>
      </Row>
    </Header>
  );
}

const Header = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
