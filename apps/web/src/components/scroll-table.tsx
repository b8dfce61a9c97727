import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table that scrolls sideways on narrow screens; the scrolling region is focusable (keyboard users). */
export function ScrollTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="group" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}
