import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface CenteredMessageProps {
  title: string;
  message?: string;
  action?: ReactNode;
}

/** A full-page notice outside the console layout (login failure, no access, start-up errors). */
export function CenteredMessage({ title, message, action }: CenteredMessageProps) {
  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={480} w="100%">
        <Stack gap="md">
          <Title order={1} size="h3">
            {title}
          </Title>
          {message ? <Text>{message}</Text> : null}
          {action}
        </Stack>
      </Paper>
    </Center>
  );
}
