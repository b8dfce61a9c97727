/**
 * /kiosks/planogram/:id: the kiosk's load cells drawn as the fridge's shelves. Preset buttons lay out an
 * empty kiosk; a cell opens its editor (product, surface size, position, price tag, ESL tag), the
 * quantity correction and the delete confirmation. Every change reaches the kiosk as apply_planogram.
 */
import type { LoadCellPreset } from '@kiosk/common/validation';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useConfirm } from '../../../components/use-confirm.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { KioskCommandsPanel } from '../detail/kiosk-commands-panel.tsx';
import { CellEditModal } from './cell-edit-modal.tsx';
import { FridgeShelves } from './fridge-shelves.tsx';
import { planogramError } from './planogram-errors.ts';
import {
  useConfigureLoadCells,
  useDeleteLoadCell,
  useKioskInventory,
  useUpdateLoadCells,
  type LoadCell,
} from './planogram.queries.ts';
import { QuantityDialog } from './quantity-dialog.tsx';
import { KioskBackLink, KioskQueryState } from '../components/kiosk-subpage.tsx';

export function PlanogramPage() {
  const { id = '' } = useParams();
  return <Planogram key={id} kioskId={id} />;
}

type Dialog = { kind: 'edit' | 'correct'; cell: LoadCell } | null;

function Planogram({ kioskId }: { kioskId: string }) {
  const { t } = useTranslation('planogram');
  const kiosk = useKioskInventory(kioskId);
  const configure = useConfigureLoadCells(kioskId);
  const remove = useDeleteLoadCell(kioskId);
  const add = useUpdateLoadCells(kioskId);
  const [adding, setAdding] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [confirm, confirmDialog] = useConfirm();

  const back = <KioskBackLink to={paths.kiosks.detail(kioskId)} label={t('planogram.back')} />;

  if (kiosk.isPending || kiosk.isError) {
    return (
      <KioskQueryState
        query={kiosk}
        back={back}
        loadingLabel={t('planogram.loading')}
        notFoundLabel={t('planogram.notFound')}
      />
    );
  }

  const current = kiosk.data;
  const cells = current.inventory.loadCells;

  const lay = async (preset: LoadCellPreset) => {
    try {
      await configure.mutateAsync(preset);
      notifySuccess(t(preset === 'double' ? 'planogram.toasts.doubleKioskAdded' : 'planogram.toasts.singleKioskAdded'));
    } catch (error) {
      notifyError(planogramError(error, t));
    }
  };

  const deleteCell = async (cell: LoadCell) => {
    setDialog(null);
    const stocked = cell.count > 0;
    const yes = await confirm({
      title: t('planogram.delete.title', { cellId: cell.cellId }),
      message: stocked ? t('planogram.delete.stocked', { count: cell.count }) : t('planogram.delete.text'),
      confirmLabel: t('planogram.delete.confirm'),
      cancelLabel: t('planogram.delete.cancel'),
      danger: true,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync({ cellId: cell.cellId, added: stocked });
      notifySuccess(t('planogram.toasts.scaleDeleted'));
    } catch (error) {
      notifyError(planogramError(error, t));
    }
  };

  const addCell = async (cellId: string) => {
    setAdding(cellId);
    try {
      await add.mutateAsync([{ cellId }]);
      notifySuccess(t('planogram.toasts.cellAdded', { cellId }));
    } catch (error) {
      notifyError(planogramError(error, t));
    } finally {
      setAdding(null);
    }
  };

  const presets = (
    <Group gap="xs" role="group" aria-label={t('planogram.presets.label')}>
      <Button variant={cells.length ? 'default' : 'filled'} onClick={() => lay('single')} loading={configure.isPending}>
        {t('planogram.presets.single')}
      </Button>
      <Button variant={cells.length ? 'default' : 'filled'} onClick={() => lay('double')} loading={configure.isPending}>
        {t('planogram.presets.double')}
      </Button>
    </Group>
  );

  return (
    <Stack gap="lg">
      {back}
      <div>
        <PageHeader title={t('planogram.pageTitle', { name: current.name })}>{presets}</PageHeader>
        <Text c="dimmed" mt={-12}>
          {t('planogram.intro')}
        </Text>
      </div>
      {cells.length === 0 ? (
        <SectionCard title={t('planogram.empty.title')}>
          <Text>{t('planogram.empty.text')}</Text>
        </SectionCard>
      ) : (
        <section aria-labelledby="fridge-title">
          <Title order={2} size="h4" id="fridge-title" mb="sm">
            {t('planogram.title')}
          </Title>
          <FridgeShelves
            cells={cells}
            onSelect={(cell) => setDialog({ kind: 'edit', cell })}
            onAdd={(cellId) => void addCell(cellId)}
            adding={adding}
          />
        </section>
      )}
      <KioskCommandsPanel kioskId={current._id} online={current.online} />
      {dialog?.kind === 'edit' ? (
        <CellEditModal
          kioskId={kioskId}
          orgId={current.orgId}
          cell={dialog.cell}
          onClose={() => setDialog(null)}
          onCorrect={(cell) => setDialog({ kind: 'correct', cell })}
          onDelete={deleteCell}
        />
      ) : null}
      {dialog?.kind === 'correct' ? (
        <QuantityDialog kioskId={kioskId} cell={dialog.cell} onClose={() => setDialog(null)} />
      ) : null}
      {confirmDialog}
    </Stack>
  );
}
