import { ALERT_TYPES, type AlertType } from '@kiosk/common/constants';
import type { TFunction } from 'i18next';

const TYPES = new Set<string>(ALERT_TYPES.map((entry) => entry.type));
const SEVERITIES = ['High', 'Medium', 'Low'] as const;

/** The alert type's name in the console's language (the key itself for a type this console does not know). */
export function alertTypeLabel(t: TFunction<'notifications'>, type: string): string {
  return TYPES.has(type) ? t(`notifications.types.${type as AlertType}`) : type;
}

export function severityLabel(t: TFunction<'notifications'>, severity: string): string {
  return (SEVERITIES as readonly string[]).includes(severity)
    ? t(`notifications.severities.${severity as (typeof SEVERITIES)[number]}`)
    : severity;
}
