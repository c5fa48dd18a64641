import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, Muted, Stack } from '@app/ui/components';
import { Row } from '@app/ui/row';
import { SmallText } from '@app/ui/small-text';
import { Button } from '@app/ui/button';

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
      <Stack $gap="md">
        <Row $gap="md" $justify={aside ? 'between' : 'start'}>
          {onBack && (
            <Button type="button" $variant="ghost" $size="icon" onClick={onBack} aria-label={t('wizard.back')}>
              <ArrowLeft aria-hidden size={20} />
            </Button>
          )}
          <SmallText>{t('wizard.step', { current: step, total: 3 })}</SmallText>
          {aside}
        </Row>
        <Heading ref={heading} tabIndex={-1}>
          {title}
        </Heading>
      </Stack>
      <Muted>{hint}</Muted>
    </header>
  );
}
