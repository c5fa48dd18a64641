import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Muted, Stack } from '@app/ui/components';

interface Props {
  /** Open at first: the content has a translation already, or the admin reads in Russian. */
  initiallyOpen: boolean;
  children: ReactNode;
}

/** A dialog's optional second-language part: the Russian texts beside the written English ones, behind a disclosure. */
export function SecondLanguageSection({ initiallyOpen, children }: Props) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  return (
    <Section data-testid="second-language-section">
      <Toggle type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)} $open={open}>
        {t('content.secondLanguage')}
        <ChevronDown aria-hidden size={18} />
      </Toggle>
      {open && (
        <Stack $gap="sm" id={id} role="group" aria-label={t('content.secondLanguage')}>
          <Muted>{t('content.secondLanguageHint')}</Muted>
          {children}
        </Stack>
      )}
    </Section>
  );
}

/** "Question (Russian)": the label of a field's second-language copy. */
export function useInRussian() {
  const { t } = useTranslation('admin');
  return (label: string) => t('content.inRussian', { label });
}

const Section = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  p { margin: 0; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

const Toggle = styled.button<{ $open: boolean }>`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.layout.touch};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
  cursor: pointer;
  svg { transition: transform 150ms; transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')}); }
  @media (prefers-reduced-motion: reduce) { svg { transition: none; } }
`;
