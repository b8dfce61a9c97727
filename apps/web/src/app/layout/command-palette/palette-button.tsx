import { ActionIcon, Button, Kbd, Text, Tooltip } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { palette } from './palette-store.ts';

/** Opens the command palette; the full button on wide screens, an icon in the mobile bar. */
export function PaletteButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  if (compact) {
    return (
      <Tooltip label={t('layout.palette.open')}>
        <ActionIcon variant="default" size="lg" aria-label={t('layout.palette.open')} onClick={palette.open}>
          <IconSearch size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="default"
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={<Kbd size="xs">{t('layout.palette.shortcut')}</Kbd>}
      onClick={palette.open}
      aria-keyshortcuts="Control+K Meta+K"
      data-testid="palette-button"
    >
      <Text size="sm" c="dimmed" component="span">
        {t('layout.palette.open')}
      </Text>
    </Button>
  );
}
