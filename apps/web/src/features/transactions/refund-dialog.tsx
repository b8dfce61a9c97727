/** The refund dialog of a sale: the items not refunded yet (all chosen by default), a reason, confirm. */
import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '../../lib/notify.ts';
import { useMoney } from '../../lib/session.ts';
import { useRefundTransaction } from './transactions.refunds.ts';
import type { SaleRow } from './transactions.queries.ts';

interface RefundDialogProps {
  sale: SaleRow;
  opened: boolean;
  onClose: () => void;
}

export function RefundDialog({ sale, opened, onClose }: RefundDialogProps) {
  const { t } = useTranslation(['transactions', 'errors']);
  const money = useMoney();
  const refundable = sale.itemsPurchased.filter((item) => !item.refunded);
  const [chosen, setChosen] = useState<string[]>(() => refundable.map((item) => item._id));
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const refund = useRefundTransaction();

  const submit = () => {
    if (!reason.trim()) {
      setReasonError(t('transactions.refunds.reasonRequired'));
      return;
    }
    const all = chosen.length === refundable.length;
    refund.mutate(
      { transactionId: sale._id, reason: reason.trim(), ...(all ? {} : { itemIds: chosen }) },
      {
        onSuccess: (result) => {
          notifySuccess(t('transactions.refunds.done', { amount: money.format(result.refundTransaction.total) }));
          setReason('');
          onClose();
        },
        onError: (error) => notifyError(errorMessage(error, t)),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('transactions.refunds.dialogTitle')}>
      <Stack gap="sm">
        <Checkbox.Group
          label={t('transactions.refunds.itemsLabel')}
          value={chosen}
          onChange={setChosen}
          error={chosen.length === 0 ? t('transactions.refunds.chooseItem') : null}
        >
          <Stack gap={6} mt={6}>
            {refundable.map((item) => (
              <Checkbox
                key={item._id}
                value={item._id}
                label={`${item.productLine.name} – ${money.format(item.price)}`}
                data-testid="refund-item"
              />
            ))}
          </Stack>
        </Checkbox.Group>
        <Textarea
          label={t('transactions.refunds.reason')}
          required
          value={reason}
          maxLength={500}
          autosize
          minRows={2}
          error={reasonError}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setReasonError(null);
          }}
        />
        <Text size="sm">{t('transactions.refunds.note')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('transactions.refunds.cancel')}
          </Button>
          <Button color="red" onClick={submit} loading={refund.isPending} disabled={chosen.length === 0}>
            {t('transactions.refunds.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
