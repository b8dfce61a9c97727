import { Paper, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface UserSectionProps {
  title: string;
  children: ReactNode;
}

/** A titled card of the detail page. */
export function UserSection({ title, children }: UserSectionProps) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
