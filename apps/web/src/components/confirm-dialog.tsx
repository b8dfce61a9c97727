/**
 * A yes/no dialog (Mantine Modal). Usually reached through useConfirm() (components/use-confirm.tsx);
 * render it directly when the dialog's state lives elsewhere.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmOptions {
  title: string;
  message: string;
  /** Text of the confirming button; defaults to "Confirm". */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirming button for destructive actions. */
  danger?: boolean;
}

interface ConfirmDialogProps extends ConfirmOptions {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel ?? t('components.confirm.cancel')}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} data-autofocus>
          {confirmLabel ?? t('components.confirm.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
