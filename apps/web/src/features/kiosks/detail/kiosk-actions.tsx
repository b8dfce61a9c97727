import { Alert, Button, Group } from '@mantine/core';
import {
  IconDoorEnter,
  IconPlayerPlay,
  IconPlayerStop,
  IconPower,
  IconRefresh,
  IconRotateClockwise,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useConfirm } from '../../../components/use-confirm.tsx';
import { errorCode, errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import type { KioskLive } from '../kiosk-detail.queries.ts';
import { useKioskAction, type KioskAction } from '../kiosk-detail.mutations.ts';

/**
 * The kiosk's actions (spec §2, §8): open the door for a replenishment, reset the session, sync,
 * restart (after a confirmation) and out of / back in service. Each queues a command; an offline
 * kiosk gets it when it is back.
 */
export function KioskActions({ kiosk }: { kiosk: KioskLive }) {
  const { t } = useTranslation('kiosks');
  const action = useKioskAction(kiosk._id);
  const [confirm, confirmDialog] = useConfirm();
  const busy = action.isPending ? action.variables : null;

  const success: Record<KioskAction, string> = {
    openDoor: t('kiosks.page.actions.openingDoor'),
    resetSession: t('kiosks.page.actions.sessionReset'),
    sync: t('kiosks.page.actions.syncQueued'),
    restart: t('kiosks.page.actions.restartQueued'),
    outOfService: t('kiosks.page.actions.outOfServiceQueued'),
    backInService: t('kiosks.page.actions.backInServiceQueued'),
  };

  const run = async (which: KioskAction) => {
    if (which === 'restart') {
      const ok = await confirm({
        title: t('kiosks.page.actions.restartTitle'),
        message: t('kiosks.page.actions.restartMessage', { name: kiosk.name }),
        confirmLabel: t('kiosks.page.actions.restart'),
        danger: true,
      });
      if (!ok) return;
    }
    try {
      await action.mutateAsync(which);
      notifySuccess(kiosk.online ? success[which] : `${success[which]} ${t('kiosks.page.actions.waitsOffline')}`);
    } catch (error) {
      if (which === 'openDoor' || which === 'resetSession') {
        // Spec §8: a busy kiosk has its own text; anything else is the generic failure.
        notifyError(
          which === 'openDoor' && errorCode(error) === 'KIOSK_IN_USE'
            ? t('KIOSK_IN_USE', { ns: 'errors' })
            : t('INTERNAL', { ns: 'errors' }),
        );
      } else {
        notifyError(errorMessage(error, t));
      }
    }
  };

  const button = (which: KioskAction, label: string, icon: React.ReactNode, color?: string) => (
    <Button
      variant="light"
      color={color}
      leftSection={icon}
      loading={busy === which}
      disabled={busy !== null && busy !== which}
      onClick={() => void run(which)}
    >
      {label}
    </Button>
  );

  return (
    <SectionCard title={t('kiosks.page.actions.title')}>
      {kiosk.online ? null : (
        <Alert color="gray" variant="light" role="status">
          {t('kiosks.page.actions.offlineNote')}
        </Alert>
      )}
      <Group gap="sm">
        {button('openDoor', t('kiosks.page.actions.openDoor'), <IconDoorEnter size={16} aria-hidden />)}
        {button('resetSession', t('kiosks.page.actions.resetSession'), <IconRotateClockwise size={16} aria-hidden />)}
        {button('sync', t('kiosks.page.actions.sync'), <IconRefresh size={16} aria-hidden />)}
        {button('restart', t('kiosks.page.actions.restart'), <IconPower size={16} aria-hidden />, 'orange')}
        {kiosk.inService
          ? button(
              'outOfService',
              t('kiosks.page.actions.outOfService'),
              <IconPlayerStop size={16} aria-hidden />,
              'red',
            )
          : button(
              'backInService',
              t('kiosks.page.actions.backInService'),
              <IconPlayerPlay size={16} aria-hidden />,
              'teal',
            )}
      </Group>
      {confirmDialog}
    </SectionCard>
  );
}
