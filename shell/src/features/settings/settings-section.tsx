import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@app/ui/components';

/** One titled card on the settings page; every section (profile, password, theme, ...) uses it. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <Title id={id}>{title}</Title>
      {children}
    </Card>
  );
}

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.lg};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;
