import { Badge, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyExport } from '../lib/my-exports.ts';

const COLORS: Record<MyExport['status'], string> = { pending: 'gray', running: 'blue', done: 'teal', failed: 'red' };

/** pending → running → done | failed (ADR 0005). */
export function ExportStatusBadge({ status }: { status: MyExport['status'] }) {
  const { t } = useTranslation(['common', 'errors']);
  const busy = status === 'pending' || status === 'running';
  return (
    <Badge
      variant="light"
      tt="none"
      color={COLORS[status]}
      leftSection={busy ? <Loader size={10} color={COLORS[status]} aria-hidden /> : undefined}
    >
      {t(`components.myExports.status.${status}`)}
    </Badge>
  );
}
