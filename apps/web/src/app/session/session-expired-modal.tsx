import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { authStorage } from '../auth/auth-storage.ts';

// Without the logged-in flag the reloaded page signs in again at the provider (silently while its
// session lasts) and comes back here, even if this browser's clock still thinks the token is valid.
// (The console's route guard remembers the current page for the return.)
function reload() {
  authStorage.setLoggedIn(false);
  window.location.reload();
}

/** Spec §2/§4: 'Your session has expired…' with a Reload button; it cannot be dismissed. */
export function SessionExpiredModal() {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={() => undefined}
      title={t('auth.session.expiredTitle')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      zIndex={1000}
    >
      <Text mb="lg">{t('auth.session.expiredMessage')}</Text>
      <Group justify="flex-end">
        <Button onClick={reload} data-autofocus>
          {t('auth.session.reload')}
        </Button>
      </Group>
    </Modal>
  );
}
