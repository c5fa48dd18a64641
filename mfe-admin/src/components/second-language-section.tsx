import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Muted, Stack } from '@app/ui/components';

/** A dialog's optional second-language part: the Russian texts beside the written English ones. */
export function SecondLanguageSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <Section data-testid="second-language-section">
      <Legend>{t('content.secondLanguage')}</Legend>
      <Stack $gap="sm">
        <Muted>{t('content.secondLanguageHint')}</Muted>
        {children}
      </Stack>
    </Section>
  );
}

/** "Question (Russian)": the label of a field's second-language copy. */
export function useInRussian() {
  const { t } = useTranslation('admin');
  return (label: string) => t('content.inRussian', { label });
}

const Section = styled.fieldset`
  margin: 0;
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  p { margin: 0; font-size: ${({ theme }) => theme.fontSize.sm}; }
`;

const Legend = styled.legend`
  padding: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
`;
