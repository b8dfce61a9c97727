/**
 * Filters of a part of a screen (a tab) that join the screen's CollapsibleFilters on a phone (through a
 * portal into its panel, adding their count to its button); without one around, they fold behind their own
 * button. On wider screens they stand where they are written.
 */
import { useId } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { usePhone } from '../lib/use-phone.ts';
import { CollapsibleFilters } from './collapsible-filters.tsx';
import { useFiltersScope } from './filters-scope.tsx';

export function FilterSlot({ active, children }: { active: number; children: ReactNode }) {
  const phone = usePhone();
  const scope = useFiltersScope();
  const slot = useId();
  const report = scope?.report;
  useEffect(() => {
    if (!report) return undefined;
    report(slot, active);
    return () => report(slot, 0);
  }, [report, slot, active]);
  if (!phone) return <>{children}</>;
  if (scope?.target) return createPortal(children, scope.target);
  return scope ? null : <CollapsibleFilters active={active}>{children}</CollapsibleFilters>;
}
