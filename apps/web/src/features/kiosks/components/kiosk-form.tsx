import {
  Button,
  Grid,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { adminOrganizations } from '../../../lib/access.ts';
import { useAllOrganizations } from '../../../lib/lookups.ts';
import { errorCode, fieldErrors, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import {
  apiPathToFormPath,
  COMPONENT_KEYS,
  kioskToValues,
  LOCATION_KEYS,
  newKioskValues,
  validateKioskValues,
  valuesToInput,
  type KioskFormValues,
} from '../kiosk-form-values.ts';
import { useSaveKiosk } from '../kiosks.mutations.ts';
import type { KioskDetail } from '../kiosks.queries.ts';
import { useKioskTags } from '../kiosks.queries.ts';

interface KioskFormProps {
  /** null = create a kiosk. */
  kiosk: KioskDetail | null;
}

/**
 * Every field the console writes on a kiosk (spec §3 Kiosk), checked with the shared rules before
 * sending; the server's field errors (e.g. 'Serial Number already exists') appear next to their
 * fields. Save → kioskDetailSaved (and a new kiosk's page after creating); a failed save → 'Error!
 * Something went wrong'.
 */
export function KioskForm({ kiosk }: KioskFormProps) {
  const { t } = useTranslation('kiosks');
  const navigate = useNavigate();
  const { self } = useSession();
  const save = useSaveKiosk();
  const organizations = useAllOrganizations();
  const tags = useKioskTags();
  const isNew = kiosk === null;

  const form = useForm<KioskFormValues>({
    initialValues: kiosk
      ? kioskToValues(kiosk)
      : newKioskValues(adminOrganizations(self)[0]?.organizationId?._id ?? null),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validateKioskValues(values)).map(([path, code]) => [path, t(code, { ns: 'errors' })]),
      ),
  });

  const orgOptions = (organizations.data ?? []).map((org) => ({ value: org._id, label: org.name }));
  const firstOrgId = organizations.data?.[0]?._id;
  const { orgId } = form.values;
  const { setFieldValue } = form;
  // Without an admin membership (a root user), a new kiosk still needs an owner: the first one listed.
  useEffect(() => {
    if (isNew && !orgId && firstOrgId) setFieldValue('orgId', firstOrgId);
  }, [isNew, orgId, firstOrgId, setFieldValue]);

  const submit = form.onSubmit(
    async (values) => {
      const input = valuesToInput(values);
      try {
        const id = await save.mutateAsync({ id: kiosk?._id ?? null, data: input });
        form.resetDirty();
        notifySuccess(t('kiosks.detail.saved'));
        // Spec §2: after creating or updating, the kiosk's page.
        void navigate(paths.kiosks.detail(id), { replace: isNew });
      } catch (error) {
        form.setErrors(fieldErrors(error, t, apiPathToFormPath));
        // The field shows what the server refused; the toast is the spec's save failure.
        notifyError(
          errorCode(error) === 'SERIAL_NUMBER_EXISTS'
            ? t('SERIAL_NUMBER_EXISTS', { ns: 'errors' })
            : t('INTERNAL', { ns: 'errors' }),
        );
      }
    },
    () => notifyError(t('kiosks.detail.fixErrors')),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('kiosks.detail.formLabel')}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <SectionCard title={t('kiosks.detail.sections.general')}>
              <Select
                label={t('kiosks.fields.organization')}
                data={orgOptions}
                allowDeselect={false}
                searchable
                withAsterisk
                {...form.getInputProps('orgId')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={t('kiosks.fields.name')} withAsterisk {...form.getInputProps('name')} />
                <TextInput
                  label={t('kiosks.fields.serialNumber')}
                  withAsterisk
                  autoComplete="off"
                  {...form.getInputProps('serialNumber')}
                />
              </SimpleGrid>
              <Textarea label={t('kiosks.fields.notes')} autosize minRows={2} {...form.getInputProps('notes')} />
            </SectionCard>
            <SectionCard title={t('kiosks.detail.sections.location')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {LOCATION_KEYS.map((key) => (
                  <TextInput
                    key={key}
                    label={t(`kiosks.fields.location.${key}`)}
                    {...form.getInputProps(`location.${key}`)}
                  />
                ))}
              </SimpleGrid>
            </SectionCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <SectionCard title={t('kiosks.detail.sections.access')} description={t('kiosks.detail.pinHint')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {(['pin', 'technicianPin'] as const).map((key) => (
                  <PasswordInput
                    key={key}
                    label={t(`kiosks.fields.${key}`)}
                    inputMode="numeric"
                    maxLength={4}
                    autoComplete="off"
                    {...form.getInputProps(key)}
                  />
                ))}
              </SimpleGrid>
            </SectionCard>
            <SectionCard title={t('kiosks.detail.sections.tags')}>
              <TagsInput
                label={t('kiosks.fields.tags')}
                description={t('kiosks.detail.tagsHint')}
                data={tags.data ?? []}
                clearable
                {...form.getInputProps('tags')}
              />
            </SectionCard>
            <SectionCard title={t('kiosks.detail.sections.components')}>
              {COMPONENT_KEYS.map((key) => (
                <TextInput
                  key={key}
                  label={t(`kiosks.fields.components.${key}`)}
                  {...form.getInputProps(`components.${key}`)}
                />
              ))}
            </SectionCard>
          </Stack>
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
          {isNew ? t('kiosks.detail.create') : t('kiosks.detail.save')}
        </Button>
      </Group>
    </form>
  );
}
