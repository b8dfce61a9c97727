import { Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled, bordered block of a detail or form page, announced as a region by its title. */
export function SectionCard({ title, description, actions, children }: SectionCardProps) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Group justify="space-between" align="center" gap="sm" wrap="wrap">
            <Title order={2} size="h4" id={id}>
              {title}
            </Title>
            {actions}
          </Group>
          {description}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
