/**
 * The notification settings form: one row per alert type (e-mail, in console, all kiosks or chosen
 * kiosks), built from the saved rule and turned back into the rule the server takes.
 */
import type { NotificationRuleInput } from '../../../generated/graphql.ts';
import type { NotificationRulesData } from './notification-rules.queries.ts';

export interface NotificationRow {
  type: string;
  severity: string;
  email: boolean;
  mc: boolean;
  allKiosks: boolean;
  kioskIds: string[];
}

/** Every alert type, with what the rule says about it (off, all kiosks when never saved). */
export function rowsFromRule(data: NotificationRulesData): NotificationRow[] {
  const types = new Map(data.getNotificationRules.types.map((t) => [t.type, t]));
  const subscriptions = new Map(data.getNotificationRules.subscriptions.map((s) => [s.type, s]));
  return data.getNotificationTypes.map(({ type, severity }) => {
    const flags = types.get(type);
    const subscription = subscriptions.get(type);
    return {
      type,
      severity,
      email: flags?.email ?? false,
      mc: flags?.mc ?? false,
      allKiosks: subscription?.all ?? true,
      kioskIds: subscription && !subscription.all ? subscription.kioskIds : [],
    };
  });
}

/** Types whose flags are on but whose chosen kiosks are none. */
export function rowsMissingKiosks(rows: readonly NotificationRow[]): string[] {
  return rows.filter((row) => (row.email || row.mc) && !row.allKiosks && row.kioskIds.length === 0).map((r) => r.type);
}

/** The rule to save: every type's flags; a subscription for each type that is on. */
export function ruleFromRows(rows: readonly NotificationRow[]): NotificationRuleInput {
  return {
    types: rows.map(({ type, email, mc }) => ({ type, email, mc })),
    subscriptions: rows
      .filter((row) => row.email || row.mc)
      .map((row) =>
        row.allKiosks ? { type: row.type, all: true } : { type: row.type, all: false, kioskIds: row.kioskIds },
      ),
  };
}
