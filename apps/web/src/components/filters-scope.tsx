/**
 * One "Filters" button per screen on a phone: a screen wraps its content in FiltersScope; its
 * CollapsibleFilters is where every FilterSlot of the screen (a tab's own filters, say) shows on a phone,
 * and its count adds theirs.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface FiltersScopeValue {
  /** Where the slots' filters go on a phone (the collapsed panel), once it is there. */
  target: HTMLElement | null;
  setTarget(element: HTMLElement | null): void;
  /** Active filters of the slots, by slot. */
  counts: Readonly<Record<string, number>>;
  report(slot: string, active: number): void;
}

const FiltersScopeContext = createContext<FiltersScopeValue | null>(null);

export function useFiltersScope(): FiltersScopeValue | null {
  return useContext(FiltersScopeContext);
}

export function FiltersScope({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const report = useCallback(
    (slot: string, active: number) =>
      setCounts((current) => (current[slot] === active ? current : { ...current, [slot]: active })),
    [],
  );
  const value = useMemo(() => ({ target, setTarget, counts, report }), [target, counts, report]);
  return <FiltersScopeContext.Provider value={value}>{children}</FiltersScopeContext.Provider>;
}
