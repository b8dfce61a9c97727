import { Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Content next to the title, e.g. an "Add" button. */
  action?: ReactNode;
}

/** A titled block of the product page, announced as a region by its title. */
export function FormSection({ title, description, children, action }: FormSectionProps) {
  const id = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Group justify="space-between" gap="sm">
            <Title order={2} size="h4" id={id}>
              {title}
            </Title>
            {action}
          </Group>
          {description}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
