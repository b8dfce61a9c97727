import { Group, PasswordInput, Radio, Select, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import type { KioskSettingsValues } from './kiosk-settings-values.ts';

/** General tab: service status, PINs, tags, ESL, support contacts, tablet language and font. */
export function KioskSettingsGeneral({
  form,
  tagSuggestions,
}: {
  form: UseFormReturnType<KioskSettingsValues>;
  tagSuggestions: string[];
}) {
  const { t } = useTranslation('kioskSettings');
  return (
    <Stack gap="lg">
      <SectionCard title={t('kioskSettings.general.status')}>
        <Radio.Group label={t('kioskSettings.general.status')} {...form.getInputProps('status')}>
          <Group gap="lg" mt={4}>
            <Radio value="in_service" label={t('kioskSettings.general.inService')} />
            <Radio value="out_of_service" label={t('kioskSettings.general.outOfService')} />
          </Group>
        </Radio.Group>
      </SectionCard>
      <SectionCard title={t('kioskSettings.general.access')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label={t('kioskSettings.general.pin')}
            description={t('kioskSettings.general.pinHint')}
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            {...form.getInputProps('pin')}
          />
          <PasswordInput
            label={t('kioskSettings.general.technicianPin')}
            description={t('kioskSettings.general.pinHint')}
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            {...form.getInputProps('technicianPin')}
          />
          <TagsInput
            label={t('kioskSettings.general.tags')}
            data={tagSuggestions}
            clearable
            {...form.getInputProps('tags')}
          />
          <TextInput label={t('kioskSettings.general.esl')} {...form.getInputProps('esl')} />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('kioskSettings.general.support')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="email"
            label={t('kioskSettings.general.supportEmail')}
            autoComplete="email"
            {...form.getInputProps('supportEmail')}
          />
          <TextInput
            type="tel"
            label={t('kioskSettings.general.supportHotline')}
            autoComplete="tel"
            {...form.getInputProps('supportHotline')}
          />
          <TextInput
            label={t('kioskSettings.general.supportHotlineAvailability')}
            {...form.getInputProps('supportHotlineAvailability')}
          />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('kioskSettings.general.tablet')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('kioskSettings.general.tabletLang')}
            data={[
              { value: 'en', label: t('kioskSettings.general.languages.en') },
              { value: 'de', label: t('kioskSettings.general.languages.de') },
            ]}
            clearable
            {...form.getInputProps('tabletLang')}
          />
          <TextInput label={t('kioskSettings.general.tabletFont')} {...form.getInputProps('tabletFont')} />
        </SimpleGrid>
      </SectionCard>
    </Stack>
  );
}
