import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Heading, Muted } from '@app/ui/components';
import { IconButton } from '../../../lib/option-button';

interface Props {
  step: number;
  title: string;
  hint: string;
  onBack?: () => void;
  aside?: ReactNode;
  /** Moves focus to the heading, so a screen reader hears the new step. */
  focus?: boolean;
}

export function StepHeader({ step, title, hint, onBack, aside, focus = true }: Props) {
  const { t } = useTranslation('chat');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <header>
      <Row>
        {onBack && (
          <IconButton type="button" onClick={onBack} aria-label={t('wizard.back')}>
            <ArrowLeft aria-hidden size={20} />
          </IconButton>
        )}
        <Step>{t('wizard.step', { current: step, total: 3 })}</Step>
        {aside}
      </Row>
      <Heading ref={heading} tabIndex={-1}>
        {title}
      </Heading>
      <Muted>{hint}</Muted>
    </header>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Step = styled.span`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;
