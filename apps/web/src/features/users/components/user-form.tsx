import { DURATIONS } from '@kiosk/common/constants';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessage, fieldErrors, notifyError, notifySuccess } from '../../../lib/notify.ts';
import {
  apiPathToFormPath,
  missesRequiredField,
  newUserValues,
  userToValues,
  validateUserValues,
  valuesToCreateInput,
  valuesToUpdateInput,
  type UserFormValues,
} from '../user-form-values.ts';
import { paths } from '../../../lib/paths.ts';
import { useCreateUser, useUpdateUser } from '../users.mutations.ts';
import { useAllOrganizations } from '../../../lib/lookups.ts';
import type { UserDetail } from '../users.queries.ts';
import { UserAddressFields } from './user-address-fields.tsx';
import { UserRoleRows } from './user-role-rows.tsx';

interface UserFormProps {
  /** null = create a user. */
  user: UserDetail | null;
}

/**
 * The user form (spec §3, §5): checked with the shared rules before sending; a server error shows its
 * message in red for 5 s and its field errors next to the fields (spec §8). Success → toast, /users.
 */
export function UserForm({ user }: UserFormProps) {
  const { t } = useTranslation(['users', 'errors']);
  const navigate = useNavigate();
  const organizations = useAllOrganizations();
  const create = useCreateUser();
  const update = useUpdateUser(user?._id ?? '');
  const saving = create.isPending || update.isPending;

  const form = useForm<UserFormValues>({
    initialValues: user ? userToValues(user) : newUserValues(),
    validate: (values) =>
      Object.fromEntries(Object.entries(validateUserValues(values)).map(([path, code]) => [path, t(`errors:${code}`)])),
  });

  const submit = form.onSubmit(
    async (values) => {
      try {
        if (user) {
          await update.mutateAsync(valuesToUpdateInput(values));
          notifySuccess(t('form.toasts.updated'));
        } else {
          await create.mutateAsync(valuesToCreateInput(values));
          notifySuccess(t('form.toasts.created'));
        }
        form.resetDirty();
        void navigate(paths.users.list);
      } catch (error) {
        form.setErrors(fieldErrors(error, t, apiPathToFormPath));
        notifyError(errorMessage(error, t), DURATIONS.userErrorToastMs);
      }
    },
    () => {
      if (missesRequiredField(validateUserValues(form.getValues()))) notifyError(t('form.page.fillRequired'));
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label={user ? t('form.page.editTitle') : t('form.page.createTitle')}>
      <Stack gap="lg">
        {user ? null : (
          <Alert color="blue" variant="light" icon={<IconMailForward size={18} aria-hidden />}>
            {t('form.page.invitationHint')}
          </Alert>
        )}
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            {t('form.sections.person')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('form.fields.firstName')} required {...form.getInputProps('firstName')} />
            <TextInput label={t('form.fields.lastName')} required {...form.getInputProps('lastName')} />
            <TextInput
              label={t('form.fields.email')}
              type="email"
              autoComplete="off"
              required
              {...form.getInputProps('email')}
            />
            <TextInput label={t('form.fields.mobile')} type="tel" {...form.getInputProps('mobile')} />
          </SimpleGrid>
          <Textarea label={t('form.fields.note')} mt="md" autosize minRows={2} {...form.getInputProps('note')} />
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            {t('form.sections.address')}
          </Title>
          <UserAddressFields form={form} />
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            {t('form.sections.roles')}
          </Title>
          <UserRoleRows form={form} organizations={organizations.data ?? []} />
        </Paper>
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={user ? paths.users.detail(user._id) : paths.users.list}>
            {t('form.page.cancel')}
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
            {t('form.page.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
