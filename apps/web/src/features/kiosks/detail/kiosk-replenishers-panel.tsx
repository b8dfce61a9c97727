import { ActionIcon, Alert, Button, Center, Group, Loader, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useConfirm } from '../../../components/use-confirm.tsx';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import {
  useAssignReplenisher,
  useKioskReplenishers,
  useReplenisherCandidates,
  useUnassignReplenisher,
} from '../kiosk-replenishers.queries.ts';

const fullName = (person: { firstName: string; lastName: string; email: string }) =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;

/**
 * The people who refill this kiosk (ADR 0024): the replenishers assigned to it, and an admin's way to
 * assign another of the organization's replenishers or to remove one (after a confirmation).
 */
export function KioskReplenishersPanel({ kioskId, orgId }: { kioskId: string; orgId: string }) {
  const { t } = useTranslation('kiosks');
  const assigned = useKioskReplenishers(kioskId);
  const candidates = useReplenisherCandidates(orgId);
  const assign = useAssignReplenisher(kioskId);
  const unassign = useUnassignReplenisher(kioskId);
  const [confirm, confirmDialog] = useConfirm();
  const [chosen, setChosen] = useState<string | null>(null);

  const assignedIds = new Set((assigned.data ?? []).map((row) => row.userId));
  const options = (candidates.data ?? [])
    .filter((user) => !assignedIds.has(user._id))
    .map((user) => ({ value: user._id, label: `${fullName(user)} (${user.email})` }));

  const add = async () => {
    if (!chosen) return;
    try {
      const user = candidates.data?.find((u) => u._id === chosen);
      await assign.mutateAsync(chosen);
      setChosen(null);
      notifySuccess(t('kiosks.page.replenishers.assigned', { name: user ? fullName(user) : '' }));
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };

  const remove = async (person: { userId: string; firstName: string; lastName: string; email: string }) => {
    const name = fullName(person);
    const ok = await confirm({
      title: t('kiosks.page.replenishers.confirmTitle'),
      message: t('kiosks.page.replenishers.confirmMessage', { name }),
      confirmLabel: t('kiosks.page.replenishers.unassign'),
      danger: true,
    });
    if (!ok) return;
    try {
      await unassign.mutateAsync(person.userId);
      notifySuccess(t('kiosks.page.replenishers.unassigned', { name }));
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };

  return (
    <SectionCard
      title={t('kiosks.page.replenishers.title')}
      description={
        <Text size="sm" c="dimmed">
          {t('kiosks.page.replenishers.description')}
        </Text>
      }
    >
      {assigned.isPending ? (
        <Center py="md" role="status" aria-label={t('kiosks.page.replenishers.loading')}>
          <Loader size="sm" />
        </Center>
      ) : assigned.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(assigned.error, t)}
        </Alert>
      ) : assigned.data.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="replenishers-empty">
          {t('kiosks.page.replenishers.empty')}
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label={t('kiosks.page.replenishers.listLabel')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {assigned.data.map((person) => (
            <Group key={person._id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {fullName(person)}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {person.email}
                </Text>
              </div>
              <Tooltip label={t('kiosks.page.replenishers.unassign')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  onClick={() => void remove(person)}
                  loading={unassign.isPending && unassign.variables === person.userId}
                  aria-label={t('kiosks.page.replenishers.unassignPerson', { name: fullName(person) })}
                >
                  <IconUserMinus size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          ))}
        </Stack>
      )}
      {candidates.isError ? (
        <Alert color="red" role="alert">
          {t('kiosks.page.replenishers.candidatesError')}
        </Alert>
      ) : candidates.isSuccess && candidates.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('kiosks.page.replenishers.noCandidates')}
        </Text>
      ) : (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <Select
            style={{ flex: '1 1 12rem' }}
            label={t('kiosks.page.replenishers.pick')}
            placeholder={
              candidates.isPending
                ? t('kiosks.page.replenishers.loading')
                : options.length === 0
                  ? t('kiosks.page.replenishers.allAssigned')
                  : t('kiosks.page.replenishers.pickPlaceholder')
            }
            data={options}
            value={chosen}
            onChange={setChosen}
            searchable
            disabled={candidates.isPending || options.length === 0}
            nothingFoundMessage={t('kiosks.page.replenishers.nothingFound')}
          />
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => void add()}
            loading={assign.isPending}
            disabled={!chosen}
          >
            {t('kiosks.page.replenishers.assign')}
          </Button>
        </Group>
      )}
      {confirmDialog}
    </SectionCard>
  );
}
