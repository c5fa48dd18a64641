import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ComplianceIssue } from '@app/contracts/chat';

/** The compliance warnings of one message: what is wrong, the agent's own words, why, and what to say instead. */
export function ComplianceNotice({ issues }: { issues: readonly ComplianceIssue[] }) {
  const { t } = useTranslation('chat');
  return (
    <Notice aria-labelledby="compliance-title" data-testid="feedback-compliance">
      <Title id="compliance-title">
        <ShieldAlert aria-hidden size={16} />
        {t('feedback.compliance')}
      </Title>
      <Issues>
        {issues.map((issue) => (
          <li key={issue.category ?? issue.kind}>
            <strong>{issue.category ? t(`feedback.complianceCategories.${issue.category}`) : t(`feedback.complianceKinds.${issue.kind}`)}</strong>{' '}
            {issue.explanation ?? issue.message}
            {issue.quote && (
              <Quote>
                <Label>{t('feedback.youWrote')}</Label> <q>{issue.quote}</q>
              </Quote>
            )}
            {issue.compliantLine && (
              <Quote>
                <Label>{t('feedback.sayInstead')}</Label> <q>{issue.compliantLine}</q>
              </Quote>
            )}
          </li>
        ))}
      </Issues>
    </Notice>
  );
}

const Notice = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  svg { color: ${({ theme }) => theme.colors.danger}; }
`;

const Title = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Issues = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  li + li { margin-top: ${({ theme }) => theme.space.sm}; }
`;

const Quote = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;
