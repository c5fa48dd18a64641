import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, Muted } from '@app/ui/components';

/** A settings card with a short explanation under its title (theme, language, notifications). */
export function PreferenceSection({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <Title id={id}>{title}</Title>
      {description && <Muted>{description}</Muted>}
      {children}
    </Card>
  );
}

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;
