/**
 * Chooses the route of a pack list: a kiosk tag (the kiosks carrying it), or the kiosks of the current
 * list when none is chosen.
 */
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PackListDialogProps {
  opened: boolean;
  tags: string[];
  initialTag: string | null;
  busy: boolean;
  onClose: () => void;
  onDownload: (tag: string | null) => Promise<void>;
}

export function PackListDialog({ opened, tags, initialTag, busy, onClose, onDownload }: PackListDialogProps) {
  const { t } = useTranslation('inventory');
  const [tag, setTag] = useState<string | null>(initialTag);
  return (
    <Modal opened={opened} onClose={onClose} title={t('inventory.packListDialog.title')} centered>
      <Stack gap="md">
        <Select
          label={t('inventory.packListDialog.route')}
          description={t('inventory.packListDialog.routeDescription')}
          placeholder={t('inventory.packListDialog.routeAll')}
          data={tags}
          value={tag}
          onChange={setTag}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('inventory.packListDialog.cancel')}
          </Button>
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={busy}
            onClick={() => void onDownload(tag)}
          >
            {t('inventory.packListDialog.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
