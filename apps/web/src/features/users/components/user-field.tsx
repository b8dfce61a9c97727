import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface UserFieldProps {
  label: string;
  children: ReactNode;
}

/** One labelled value of the detail page; empty values show as a dash. */
export function UserField({ label, children }: UserFieldProps) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {empty ? <Text c="dimmed">–</Text> : typeof children === 'string' ? <Text>{children}</Text> : children}
    </Stack>
  );
}
