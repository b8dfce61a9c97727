import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled, bordered block of the organization detail page (a labelled region for assistive tech). */
export function SectionCard({ title, actions, children }: SectionCardProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" align="center" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
