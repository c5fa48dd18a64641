import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** Marks content shown in English to a reader of another language (no translation stored yet). */
export function UntranslatedBadge() {
  const { t } = useTranslation('admin');
  const label = t('content.untranslatedLabel');
  return (
    <Badge lang="en" title={label} aria-label={label} data-testid="untranslated-badge">
      {t('content.untranslated')}
    </Badge>
  );
}

const Badge = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.semantic.score.fair};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  vertical-align: middle;
`;
