import { Button, Group } from '@mantine/core';
import { IconEdit, IconShieldCheck, IconShieldOff, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { useConfirm } from '../../../components/use-confirm.tsx';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { fullName, isActive, rootToastKey, statusToastKey } from '../user-display.ts';
import { paths } from '../../../lib/paths.ts';
import { useGrantUserRoot, useToggleUserStatus } from '../users.mutations.ts';
import type { UserDetail } from '../users.queries.ts';

/**
 * Edit, Activate/Deactivate and — for root only — Grant/Revoke root (spec §4, §8). Any failure of the
 * status toggle or the root change shows 'Error! Root access denied'. Nobody changes their own status
 * or root flag here (the server refuses the status toggle for oneself).
 */
export function UserDetailActions({ user }: { user: UserDetail }) {
  const { t } = useTranslation(['users', 'errors']);
  const { self } = useSession();
  const [confirm, confirmDialog] = useConfirm();
  const toggle = useToggleUserStatus();
  const grant = useGrantUserRoot();
  const isSelf = self._id === user._id;
  const active = isActive(user.status);
  const name = fullName(user);
  // Only root may change a root user (the server answers 'Error! Root access denied' otherwise).
  const mayChange = self.root || !user.root;
  const denied = () => notifyError(t('errors:ROOT_ACCESS_DENIED'));

  const toggleStatus = async () => {
    if (
      active &&
      !(await confirm({
        title: t('detail.actions.deactivateTitle'),
        message: t('detail.actions.deactivateMessage', { name }),
        confirmLabel: t('detail.actions.deactivate'),
        danger: true,
      }))
    )
      return;
    toggle.mutate(user._id, {
      onSuccess: (result) => notifySuccess(t(statusToastKey(result.toggleUserStatus.status))),
      onError: denied,
    });
  };

  const changeRoot = async () => {
    const root = !user.root;
    const confirmed = await confirm({
      title: t(root ? 'detail.actions.grantRootTitle' : 'detail.actions.revokeRootTitle'),
      message: t(root ? 'detail.actions.grantRootMessage' : 'detail.actions.revokeRootMessage', { name }),
      confirmLabel: t(root ? 'detail.actions.grantRoot' : 'detail.actions.revokeRoot'),
      danger: !root,
    });
    if (!confirmed) return;
    grant.mutate(
      { userId: user._id, root },
      { onSuccess: (result) => notifySuccess(t(rootToastKey(result.grantRootForUser.root))), onError: denied },
    );
  };

  return (
    <Group gap="sm">
      {mayChange ? (
        <Button component={Link} to={paths.users.edit(user._id)} leftSection={<IconEdit size={16} aria-hidden />}>
          {t('detail.actions.edit')}
        </Button>
      ) : null}
      {!isSelf && mayChange ? (
        <Button
          variant="default"
          color={active ? 'red' : undefined}
          loading={toggle.isPending}
          leftSection={active ? <IconUserOff size={16} aria-hidden /> : <IconUserCheck size={16} aria-hidden />}
          onClick={() => void toggleStatus()}
        >
          {active ? t('detail.actions.deactivate') : t('detail.actions.activate')}
        </Button>
      ) : null}
      {self.root && !isSelf ? (
        <Button
          variant="light"
          color="grape"
          loading={grant.isPending}
          leftSection={user.root ? <IconShieldOff size={16} aria-hidden /> : <IconShieldCheck size={16} aria-hidden />}
          onClick={() => void changeRoot()}
        >
          {user.root ? t('detail.actions.revokeRoot') : t('detail.actions.grantRoot')}
        </Button>
      ) : null}
      {confirmDialog}
    </Group>
  );
}
