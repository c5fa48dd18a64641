import type { ReactNode } from 'react';
import styled from 'styled-components';

interface Props<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  idPrefix: string;
  /** `badge` is a short count shown after the label (for example a question total). */
  tabs: { id: T; label: string; badge?: string | number }[];
  value: T;
  onChange: (id: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

export function Tabs<T extends string>({ label, idPrefix, tabs, value, onChange, children }: Props<T>) {
  return (
    <>
      <List role="tablist" aria-label={label} $count={tabs.length}>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={tab.id === value}
            aria-controls={`${idPrefix}-panel`}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
            {tab.badge !== undefined && <Badge>{tab.badge}</Badge>}
          </Tab>
        ))}
      </List>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${value}`}>
        {children}
      </div>
    </>
  );
}

const List = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Badge = styled.span`
  display: inline-block;
  min-width: 1.6em;
  margin-left: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Tab = styled.button`
  min-height: ${({ theme }) => theme.layout.touch};
  padding: ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;
