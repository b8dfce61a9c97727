import { ROLES } from '@kiosk/common/constants';
import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserFormValues } from '../user-form-values.ts';
import type { OrganizationSummary } from '../../../lib/lookups.ts';

interface UserRoleRowsProps {
  form: UseFormReturnType<UserFormValues>;
  organizations: OrganizationSummary[];
}

/** Rows of organization + role (admin/consumer); one row per organization. */
export function UserRoleRows({ form, organizations }: UserRoleRowsProps) {
  const { t } = useTranslation(['users', 'errors']);
  const rows = form.getValues().roles;
  const rolesError = form.errors.roles;
  const roleOptions = ROLES.map((role) => ({ value: role, label: t(`values.role.${role}`) }));

  // Each organization may be chosen once: other rows' choices are left out of a row's options.
  const optionsFor = (index: number) => {
    const taken = new Set(rows.filter((_, i) => i !== index).map((row) => row.organizationId));
    const known = organizations
      .filter((org) => !taken.has(org._id))
      .map((org) => ({ value: org._id, label: org.name }));
    const current = rows[index]?.organizationId;
    // A role in an organization missing from the list (e.g. still loading) keeps its value visible.
    return current && !known.some((option) => option.value === current)
      ? [...known, { value: current, label: current }]
      : known;
  };

  return (
    <Stack gap="sm">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('form.roles.empty')}
        </Text>
      ) : null}
      {rows.map((row, index) => (
        <Group key={form.key(`roles.${index}`)} align="flex-start" gap="sm" wrap="nowrap" data-testid="role-row">
          <Select
            label={t('form.fields.organization')}
            placeholder={t('form.roles.choose')}
            data={optionsFor(index)}
            searchable
            required
            allowDeselect={false}
            style={{ flex: 2 }}
            {...form.getInputProps(`roles.${index}.organizationId`)}
          />
          <Select
            label={t('form.fields.role')}
            data={roleOptions}
            allowDeselect={false}
            required
            style={{ flex: 1 }}
            {...form.getInputProps(`roles.${index}.role`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={28}
            aria-label={t('form.roles.remove')}
            onClick={() => form.removeListItem('roles', index)}
            disabled={row === undefined}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {typeof rolesError === 'string' ? (
        <Text size="sm" c="red" role="alert">
          {rolesError}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => form.insertListItem('roles', { organizationId: '', role: 'admin' })}
          disabled={rows.length >= organizations.length && organizations.length > 0}
        >
          {t('form.roles.add')}
        </Button>
      </Group>
    </Stack>
  );
}
