import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconFridge } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function AppTitle() {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to="/">
      <Group gap="xs" wrap="nowrap">
        <IconFridge size={24} aria-hidden color="var(--mantine-color-teal-6)" />
        <Text fw={700} size="lg" span>
          {t('app.shell.name')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
