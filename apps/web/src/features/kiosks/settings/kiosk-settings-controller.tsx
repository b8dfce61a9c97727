import { Checkbox, Group, NumberInput, SimpleGrid, Stack, Switch, Table, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TimeInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import type { KioskSettingsValues } from './kiosk-settings-values.ts';

/** Controller tab: thermostat, automatic out-of-service, shoppers' rules, service-check slots per weekday. */
export function KioskSettingsController({ form }: { form: UseFormReturnType<KioskSettingsValues> }) {
  const { t } = useTranslation('kioskSettings');
  const autoActive = form.getValues().autoActive;
  return (
    <Stack gap="lg">
      <SectionCard title={t('kioskSettings.controller.temperature')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('kioskSettings.controller.thermostat')}
            decimalScale={1}
            min={-100}
            max={100}
            {...form.getInputProps('thermostatTemperature')}
          />
          <NumberInput
            label={t('kioskSettings.controller.tolerance')}
            decimalScale={1}
            min={0}
            max={100}
            {...form.getInputProps('tolerance')}
          />
        </SimpleGrid>
        <Switch
          label={t('kioskSettings.controller.autoActive')}
          {...form.getInputProps('autoActive', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('kioskSettings.controller.autoMax')}
            decimalScale={1}
            disabled={!autoActive}
            {...form.getInputProps('autoMaxTemperature')}
          />
          <NumberInput
            label={t('kioskSettings.controller.autoMinutes')}
            allowDecimal={false}
            min={1}
            max={1440}
            disabled={!autoActive}
            {...form.getInputProps('autoMinutes')}
          />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('kioskSettings.controller.shoppers')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('kioskSettings.controller.minimumAge')}
            allowDecimal={false}
            min={0}
            max={99}
            {...form.getInputProps('minimumAge')}
          />
        </SimpleGrid>
        <Group gap="lg">
          <Switch
            label={t('kioskSettings.controller.ageRestriction')}
            {...form.getInputProps('ageRestriction', { type: 'checkbox' })}
          />
          <Switch
            label={t('kioskSettings.controller.fraudDetection')}
            {...form.getInputProps('fraudDetection', { type: 'checkbox' })}
          />
          <Switch
            label={t('kioskSettings.controller.memberCard')}
            {...form.getInputProps('memberCardEnabled', { type: 'checkbox' })}
          />
        </Group>
      </SectionCard>
      <SectionCard title={t('kioskSettings.controller.serviceCheck')}>
        <Group gap="lg" align="end">
          <Switch
            label={t('kioskSettings.controller.serviceCheckEnabled')}
            {...form.getInputProps('serviceCheckEnabled', { type: 'checkbox' })}
          />
          <TextInput
            label={t('kioskSettings.controller.serviceCheckType')}
            {...form.getInputProps('serviceCheckType')}
          />
        </Group>
        <DaySlots form={form} />
      </SectionCard>
    </Stack>
  );
}

function DaySlots({ form }: { form: UseFormReturnType<KioskSettingsValues> }) {
  const { t } = useTranslation('kioskSettings');
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table verticalSpacing="xs">
        <Table.Tbody>
          {form.getValues().slots.map((slot, index) => {
            const day = t(`kioskSettings.days.${slot.dayNumber}` as 'kioskSettings.days.0');
            return (
              <Table.Tr key={slot.dayNumber}>
                <Table.Td>
                  <Checkbox
                    label={day}
                    aria-label={t('kioskSettings.controller.slotEnabled', { day })}
                    {...form.getInputProps(`slots.${index}.enabled`, { type: 'checkbox' })}
                  />
                </Table.Td>
                <Table.Td>
                  <TimeInput
                    aria-label={t('kioskSettings.controller.start', { day })}
                    disabled={!slot.enabled}
                    {...form.getInputProps(`slots.${index}.startTime`)}
                  />
                </Table.Td>
                <Table.Td>
                  <TimeInput
                    aria-label={t('kioskSettings.controller.end', { day })}
                    disabled={!slot.enabled}
                    {...form.getInputProps(`slots.${index}.endTime`)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
