/**
 * "Export" button with one menu item per file format (spec §7). Presentational: the feature's wrapper
 * starts its export and supplies the texts.
 *
 *   <ExportMenu label={t('…button')} formatLabel={(f) => t(`…${f}`)} loading={m.isPending} onExport={start} />
 */
import { EXPORT_FORMATS, type ExportFormat } from '@kiosk/common/constants';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileExport } from '@tabler/icons-react';

interface ExportMenuProps {
  /** The button's text. */
  label: string;
  /** Accessible name of the format menu. */
  menuLabel?: string;
  formatLabel: (format: ExportFormat) => string;
  /** Shows the button as busy while the export is being requested. */
  loading: boolean;
  onExport: (format: ExportFormat) => void;
}

export function ExportMenu({ label, menuLabel, formatLabel, loading, onExport }: ExportMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconFileExport size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={loading}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={menuLabel}>
        {EXPORT_FORMATS.map((format) => (
          <Menu.Item key={format} onClick={() => onExport(format)}>
            {formatLabel(format)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
