import { isErrorCode } from '@kiosk/common/errors';
import { memberCardId } from '@kiosk/common/validation';
import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/use-confirm.tsx';
import { errorCode, errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { MemberCardTakenError, useAddMemberCard, useDeleteMemberCard } from '../users.mutations.ts';

interface UserMemberCardsProps {
  userId: string;
  cards: string[];
}

/** Member cards: add (refused when the card belongs to another user) and remove after confirmation. */
export function UserMemberCards({ userId, cards }: UserMemberCardsProps) {
  const { t } = useTranslation(['users', 'errors']);
  const [confirm, confirmDialog] = useConfirm();
  const [card, setCard] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddMemberCard(userId);
  const remove = useDeleteMemberCard(userId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = memberCardId.safeParse(card);
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message;
      setError(t(`errors:${isErrorCode(code) ? code : 'INVALID_MEMBER_CARD'}`));
      return;
    }
    setError(null);
    add.mutate(parsed.data, {
      onSuccess: () => {
        setCard('');
        notifySuccess(t('detail.memberCards.added'));
      },
      onError: (failure) =>
        setError(
          failure instanceof MemberCardTakenError || errorCode(failure) === 'MEMBER_CARD_TAKEN'
            ? t('errors:MEMBER_CARD_TAKEN')
            : errorMessage(failure, t),
        ),
    });
  };

  const askRemove = async (value: string) => {
    const confirmed = await confirm({
      title: t('detail.memberCards.removeTitle'),
      message: t('detail.memberCards.removeMessage', { card: value }),
      confirmLabel: t('detail.memberCards.removeConfirm'),
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(value, {
      onSuccess: () => notifySuccess(t('detail.memberCards.removed')),
      onError: (failure) => notifyError(errorMessage(failure, t)),
    });
  };

  return (
    <SectionCard title={t('detail.memberCards.title')}>
      <Stack gap="sm">
        {cards.length === 0 ? (
          <Text c="dimmed">{t('detail.memberCards.empty')}</Text>
        ) : (
          <Group gap="xs" wrap="wrap" data-testid="member-cards">
            {cards.map((value) => (
              <Badge
                key={value}
                size="lg"
                variant="outline"
                tt="none"
                pr={4}
                rightSection={
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    aria-label={t('detail.memberCards.remove', { card: value })}
                    onClick={() => void askRemove(value)}
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                }
              >
                {value}
              </Badge>
            ))}
          </Group>
        )}
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm">
            <TextInput
              label={t('detail.memberCards.cardId')}
              value={card}
              onChange={(event) => {
                setCard(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              maxLength={64}
              w={{ base: '100%', sm: 260 }}
            />
            <Button type="submit" mt={25} loading={add.isPending} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('detail.memberCards.add')}
            </Button>
          </Group>
        </form>
      </Stack>
      {confirmDialog}
    </SectionCard>
  );
}
