/**
 * Ask before acting, as a promise:
 *
 *   const [confirm, confirmDialog] = useConfirm();
 *   if (await confirm({ title: t('…'), message: t('…'), confirmLabel: t('…delete'), danger: true })) remove();
 *   return <>{…}{confirmDialog}</>;
 *
 * One question at a time per hook; asking again while open answers the earlier one with false.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmOptions } from './confirm-dialog.tsx';

export function useConfirm(): [(options: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const answer = useCallback((value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  }, []);

  const confirm = useCallback((next: ConfirmOptions) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const dialog = (
    <ConfirmDialog
      opened={options !== null}
      title={options?.title ?? ''}
      message={options?.message ?? ''}
      confirmLabel={options?.confirmLabel}
      cancelLabel={options?.cancelLabel}
      danger={options?.danger}
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  );
  return [confirm, dialog];
}
