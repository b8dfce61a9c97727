/**
 * "Export" menu of the kiosk list and a kiosk's detail (spec §2 "export order and pack lists", §7):
 * inventory and order list as CSV or Excel, the forecast pick list to each kiosk's next visit (CSV or Excel),
 * and the printable pack list (PDF, either way). Files download at once
 * (exportInventorySuccess / exportOrdersSuccess, spec §8); a failed download shows somethingWentWrong.
 * With `routeTags` the pack list asks for its route (a kiosk tag) first; without, it covers `selection`.
 */
import type { ExportFormat } from '@kiosk/common/constants';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { downloadFile } from '../../../lib/rest-client.ts';
import {
  inventoryExportPath,
  packListPath,
  type InventoryExportKind,
  type KioskSelection,
  type OrderMode,
} from './inventory-export.ts';
import { PackListDialog } from './pack-list-dialog.tsx';

interface InventoryExportMenuProps {
  selection: KioskSelection;
  /** Tags to choose a pack list's route from; omit to print the selection's pack list directly. */
  routeTags?: string[];
}

const TABLES: {
  kind: InventoryExportKind;
  format: ExportFormat;
  mode: OrderMode;
  label: 'inventoryCsv' | 'inventoryXlsx' | 'ordersCsv' | 'ordersXlsx' | 'picklistCsv' | 'picklistXlsx';
}[] = [
  { kind: 'inventory', format: 'csv', mode: 'fill', label: 'inventoryCsv' },
  { kind: 'inventory', format: 'xlsx', mode: 'fill', label: 'inventoryXlsx' },
  { kind: 'orders', format: 'csv', mode: 'fill', label: 'ordersCsv' },
  { kind: 'orders', format: 'xlsx', mode: 'fill', label: 'ordersXlsx' },
  { kind: 'orders', format: 'csv', mode: 'next-visit', label: 'picklistCsv' },
  { kind: 'orders', format: 'xlsx', mode: 'next-visit', label: 'picklistXlsx' },
];

const SUCCESS = {
  inventory: 'inventory.toasts.exportInventorySuccess',
  orders: 'inventory.toasts.exportOrdersSuccess',
  picklist: 'inventory.toasts.exportPicklistSuccess',
} as const;

export function InventoryExportMenu({ selection, routeTags }: InventoryExportMenuProps) {
  const { t } = useTranslation(['inventory', 'errors']);
  const [busy, setBusy] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);

  const download = async (path: string, fallbackName: string, success: string) => {
    setBusy(true);
    try {
      await downloadFile(path, fallbackName);
      notifySuccess(success);
    } catch {
      notifyError(t('INTERNAL', { ns: 'errors' }));
    } finally {
      setBusy(false);
    }
  };

  const table = (kind: InventoryExportKind, format: ExportFormat, mode: OrderMode) => {
    const name = mode === 'next-visit' ? 'picklist' : kind;
    void download(
      inventoryExportPath(kind, format, currentLanguage(), selection, mode),
      `${name}.${format}`,
      t(SUCCESS[name]),
    );
  };
  const packList = (chosen: KioskSelection, mode: OrderMode = 'fill') =>
    download(packListPath(currentLanguage(), chosen, mode), 'packlist.pdf', t('inventory.toasts.packListSuccess'));

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconFileExport size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={busy}
          >
            {t('inventory.menu.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={t('inventory.menu.menuLabel')}>
          {TABLES.map(({ kind, format, mode, label }) => (
            <Menu.Item key={label} onClick={() => table(kind, format, mode)}>
              {t(`inventory.menu.${label}`)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => (routeTags ? setDialogOpen(true) : void packList(selection))}>
            {t(routeTags ? 'inventory.menu.packList' : 'inventory.menu.packListOne')}
          </Menu.Item>
          {routeTags ? null : (
            <Menu.Item onClick={() => void packList(selection, 'next-visit')}>
              {t('inventory.menu.packListNextVisit')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {routeTags && (
        <PackListDialog
          opened={dialogOpen}
          tags={routeTags}
          initialTag={selection.tag && selection.tag !== 'all' ? selection.tag : null}
          busy={busy}
          onClose={() => setDialogOpen(false)}
          onDownload={async (tag, mode) => {
            await packList(tag ? { orgId: selection.orgId, tag } : selection, mode);
            setDialogOpen(false);
          }}
        />
      )}
    </>
  );
}
