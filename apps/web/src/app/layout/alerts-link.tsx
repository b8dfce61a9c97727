import { ActionIcon, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';

/** The header's way to the Alerts screen (not a main-menu entry: the spec's menu has none). */
export function AlertsLink() {
  const { t } = useTranslation('alerts');
  const label = t('alerts.open');
  return (
    <Tooltip label={label}>
      <ActionIcon component={Link} to={paths.alerts()} variant="subtle" color="gray" size="lg" aria-label={label}>
        <IconAlertTriangle size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
