import { APP_VERSION } from '@kiosk/common/constants';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function VersionLabel() {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed">
      {t('app.shell.version', { version: APP_VERSION })}
    </Text>
  );
}
