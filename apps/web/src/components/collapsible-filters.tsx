/**
 * Filters that fold away on a phone: one "Filters (n)" button (n = active filters, the screen's FilterSlots
 * included) opens them, stacked; on wider screens they stand inline as they are.
 */
import { Button, Collapse, Stack } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../lib/use-phone.ts';
import { useFiltersScope } from './filters-scope.tsx';

interface CollapsibleFiltersProps {
  /** How many of these filters are set (not at their default). */
  active: number;
  children?: ReactNode;
}

export function CollapsibleFilters({ active, children }: CollapsibleFiltersProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const scope = useFiltersScope();
  const id = useId();
  const [open, setOpen] = useState(false);
  if (!phone) return <>{children}</>;
  const total = active + Object.values(scope?.counts ?? {}).reduce((sum, n) => sum + n, 0);
  return (
    <Stack gap="xs" w="100%">
      <Button
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        rightSection={open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        justify="space-between"
        fullWidth
        data-testid="filters-toggle"
      >
        {total ? t('components.filters.buttonActive', { count: total }) : t('components.filters.button')}
      </Button>
      <Collapse expanded={open} id={id} keepMountedMode="display-none">
        <Stack gap="sm" pb="xs">
          {children}
          <Stack gap="sm" ref={scope?.setTarget} />
        </Stack>
      </Collapse>
    </Stack>
  );
}
