import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Muted } from '@app/ui/components';

/** One titled card on the settings page, with an optional line explaining it; every section uses it. */
export function SettingsSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <Title id={id}>{title}</Title>
      {description && <Muted>{description}</Muted>}
      {children}
    </Card>
  );
}

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;
