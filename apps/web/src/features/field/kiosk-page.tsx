import { Alert, Button, Center, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDoorEnter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorMessage, notifySuccess } from '../../lib/notify.ts';
import { CellChecklist } from './components/cell-checklist.tsx';
import { RefillDifferences } from './components/refill-differences.tsx';
import { ScanKiosk } from './components/scan-kiosk.tsx';
import { ShelfPhoto } from './components/shelf-photo.tsx';
import { SyncPanel } from './components/sync-panel.tsx';
import { openDoor, useFieldRoute, type FieldStop } from './field.queries.ts';
import { useFieldSync } from './field-sync-context.tsx';
import { useOnline } from './use-field-sync.ts';

function Visit({ stop }: { stop: FieldStop }) {
  const { t } = useTranslation('field');
  const { t: tErrors } = useTranslation();
  const online = useOnline();
  const navigate = useNavigate();
  const { record } = useFieldSync();
  const [temperature, setTemperature] = useState('');
  const door = useMutation({ mutationFn: () => openDoor(stop.kiosk._id) });
  const pullOf = (cellId: string) => {
    const line = stop.pull.find((p) => p.cellId === cellId);
    return line ? { quantity: line.quantity, bestBefore: line.bestBefore as string } : undefined;
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {stop.kiosk.name}
      </Title>
      <Button
        leftSection={<IconDoorEnter size={18} aria-hidden />}
        onClick={() => door.mutate()}
        loading={door.isPending}
        disabled={!online || door.isSuccess}
      >
        {t('field.kiosk.openDoor')}
      </Button>
      {!online ? <Text size="sm">{t('field.kiosk.doorOffline')}</Text> : null}
      {door.isSuccess ? (
        <Alert color="teal" data-testid="field-door-open">
          {t('field.kiosk.doorOpening')}
        </Alert>
      ) : null}
      {door.isError ? (
        <Alert color="red" role="alert" data-testid="field-door-error">
          {t('field.kiosk.doorFailed', { message: errorMessage(door.error, tErrors) })}
        </Alert>
      ) : null}
      <TextInput
        label={t('field.kiosk.temperature')}
        placeholder={t('field.kiosk.temperatureHint')}
        value={temperature}
        maxLength={200}
        onChange={(event) => setTemperature(event.currentTarget.value)}
      />
      <Title order={2} size="h5">
        {t('field.kiosk.cells')}
      </Title>
      {stop.kiosk.inventory.loadCells
        .filter((cell) => cell.productLine)
        .map((cell) => (
          <CellChecklist
            key={cell.cellId}
            kioskId={stop.kiosk._id}
            cell={cell}
            pull={pullOf(cell.cellId)}
            doorOpened={door.isSuccess}
            temperatureNote={temperature}
            onSave={record}
          />
        ))}
      <RefillDifferences kioskId={stop.kiosk._id} />
      <ShelfPhoto kioskId={stop.kiosk._id} />
      <Button
        variant="filled"
        color="teal"
        onClick={() => {
          notifySuccess(t('field.kiosk.finished'));
          void navigate('/field');
        }}
      >
        {t('field.kiosk.finish')}
      </Button>
    </Stack>
  );
}

/** At the kiosk: pick it from the route, open the door, go through the cells, finish. */
export function KioskPage() {
  const { t } = useTranslation('field');
  const { kioskId } = useParams();
  const navigate = useNavigate();
  const route = useFieldRoute();
  const stops = route.data?.route.stops ?? [];
  const stop = stops.find((s) => s.kiosk._id === kioskId);

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('field.kiosk.title')}
      </Title>
      <SyncPanel />
      {route.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('field.kiosk.title')} />
        </Center>
      ) : (
        <Select
          label={t('field.kiosk.pick')}
          placeholder={t('field.kiosk.pickPlaceholder')}
          data={stops.map((s) => ({ value: s.kiosk._id, label: s.kiosk.name }))}
          value={stop ? stop.kiosk._id : null}
          onChange={(value) => value && void navigate(`/field/kiosk/${value}`)}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <ScanKiosk />
      {kioskId && route.data && !stop ? <Alert color="gray">{t('field.kiosk.notOnRoute')}</Alert> : null}
      {stop ? <Visit key={stop.kiosk._id} stop={stop} /> : null}
    </Stack>
  );
}
