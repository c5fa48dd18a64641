import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** Trainee lines on the right in the primary colour, the client's on the left. */
export function MessageBubble({ isAgent, children, pending }: { isAgent: boolean; children: string; pending?: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <Bubble $agent={isAgent} $pending={!!pending} data-testid={isAgent ? 'agent-message' : 'client-message'}>
      <Who>{isAgent ? t('session.you') : t('session.client')}</Who>
      <Text>{children}</Text>
    </Bubble>
  );
}

const Bubble = styled.article<{ $agent: boolean; $pending: boolean }>`
  align-self: ${({ $agent }) => ($agent ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  ${({ $agent, theme }) =>
    $agent
      ? `border-bottom-right-radius: ${theme.radius.sm}; background: ${theme.colors.primary}; color: ${theme.colors.primaryText};`
      : `border-bottom-left-radius: ${theme.radius.sm}; background: ${theme.colors.surfaceRaised}; color: ${theme.colors.text}; border: 1px solid ${theme.colors.border};`}
  opacity: ${({ $pending }) => ($pending ? 0.75 : 1)};
`;

const Who = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: 700;
  opacity: 0.85;
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
