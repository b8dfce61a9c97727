/**
 * Chooses the route of a pack list — a kiosk tag (the kiosks carrying it), or the kiosks of the current
 * list when none is chosen — and what it brings: every cell filled to its max, or the forecast demand to
 * each kiosk's next visit.
 */
import { Button, Group, Modal, Radio, Select, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderMode } from './inventory-export.ts';

interface PackListDialogProps {
  opened: boolean;
  tags: string[];
  initialTag: string | null;
  busy: boolean;
  onClose: () => void;
  onDownload: (tag: string | null, mode: OrderMode) => Promise<void>;
}

export function PackListDialog({ opened, tags, initialTag, busy, onClose, onDownload }: PackListDialogProps) {
  const { t } = useTranslation('inventory');
  const [tag, setTag] = useState<string | null>(initialTag);
  const [mode, setMode] = useState<OrderMode>('fill');
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
        <Radio.Group
          label={t('inventory.packListDialog.mode')}
          description={t('inventory.packListDialog.modeDescription')}
          value={mode}
          onChange={(value) => setMode(value === 'next-visit' ? 'next-visit' : 'fill')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="fill" label={t('inventory.packListDialog.modeFill')} />
            <Radio value="next-visit" label={t('inventory.packListDialog.modeNextVisit')} />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('inventory.packListDialog.cancel')}
          </Button>
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={busy}
            onClick={() => void onDownload(tag, mode)}
          >
            {t('inventory.packListDialog.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
