import { ALERT_SEVERITIES, ALERT_TYPES, type AlertSeverity, type AlertType } from '@kiosk/common/constants';
import { useTranslation } from 'react-i18next';

const isType = (value: string): value is AlertType => Object.hasOwn(ALERT_TYPES, value);
const isSeverity = (value: string): value is AlertSeverity => (ALERT_SEVERITIES as readonly string[]).includes(value);

/** Alert type and severity names in the console's language, from the alerts namespace (one name everywhere). */
export function useAlertLabels() {
  const { t } = useTranslation('alerts');
  return {
    typeLabel: (type: string) => (isType(type) ? t(`alerts.types.${type}`) : type),
    severityLabel: (severity: string) => (isSeverity(severity) ? t(`alerts.severity.${severity}`) : severity),
  };
}
