import { FieldGate } from './field-gate.tsx';
import { FieldLayout } from './field-layout.tsx';

/** The signed-in field app (/field, ADR 0025): its own session check and its phone-first layout. Lazy-loaded. */
export function FieldShell() {
  return (
    <FieldGate>
      <FieldLayout />
    </FieldGate>
  );
}
