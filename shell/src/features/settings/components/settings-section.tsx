import { useId, type ReactNode } from 'react';
import { Card, Muted } from '@app/ui/components';
import { SectionHeading } from '@app/ui/section-heading';

/** One titled card on the settings page, with an optional line explaining it; every section uses it. */
export function SettingsSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <SectionHeading id={id} $size="lg">
        {title}
      </SectionHeading>
      {description && <Muted>{description}</Muted>}
      {children}
    </Card>
  );
}
