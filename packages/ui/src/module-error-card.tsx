import styled from 'styled-components';
// Through the shared entry: a relative import would give this entry its own copy of the components.
import { Button, Card, Muted } from '@app/ui/components';

export interface ModuleErrorCardProps {
  title: string;
  body: string;
  retryLabel?: string;
  onRetry?: () => void;
}

/** The friendly card a module that cannot load or crashed shows in place of its screen. */
export function ModuleErrorCard({ title, body, retryLabel, onRetry }: ModuleErrorCardProps) {
  return (
    <Wrap role="alert" data-testid="module-unavailable">
      <Card>
        <Title>{title}</Title>
        {body && <Muted>{body}</Muted>}
        {onRetry && retryLabel && <Button onClick={onRetry}>{retryLabel}</Button>}
      </Card>
    </Wrap>
  );
}

const Wrap = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: 0 ${({ theme }) => theme.space.lg};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;
