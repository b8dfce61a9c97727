import { PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useSession } from '../../../lib/session.ts';
import type { KioskSettings } from './kiosk-settings.queries.ts';
import type { KioskSettingsValues } from './kiosk-settings-values.ts';

/** Payment tab: pre-authorisation in the working currency (spec §4, §5); provider and its write-only secrets. */
export function KioskSettingsPayment({
  form,
  kiosk,
}: {
  form: UseFormReturnType<KioskSettingsValues>;
  kiosk: KioskSettings;
}) {
  const { t } = useTranslation('kioskSettings');
  const config = kiosk.acceptedPayment?.config;
  const secretHint = (set: boolean | undefined) =>
    set ? t('kioskSettings.payment.secretSet') : t('kioskSettings.payment.secretNotSet');
  const currency = useSession().currency.toUpperCase();
  return (
    <Stack gap="lg">
      <SectionCard title={t('kioskSettings.payment.preAuthSection')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('kioskSettings.payment.preAuth', { currency })}
            description={t('kioskSettings.payment.preAuthHint')}
            inputMode="decimal"
            {...form.getInputProps('preAuth')}
          />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={t('kioskSettings.payment.provider')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('kioskSettings.payment.type')} {...form.getInputProps('paymentType')} />
          <TextInput
            label={t('kioskSettings.payment.username')}
            autoComplete="off"
            {...form.getInputProps('paymentConfig.username')}
          />
          <PasswordInput
            label={t('kioskSettings.payment.password')}
            description={secretHint(config?.passwordSet)}
            autoComplete="new-password"
            {...form.getInputProps('paymentConfig.password')}
          />
          <TextInput label={t('kioskSettings.payment.clientID')} {...form.getInputProps('paymentConfig.clientID')} />
          <PasswordInput
            label={t('kioskSettings.payment.clientSecret')}
            description={secretHint(config?.clientSecretSet)}
            autoComplete="new-password"
            {...form.getInputProps('paymentConfig.clientSecret')}
          />
          <TextInput
            label={t('kioskSettings.payment.locationID')}
            {...form.getInputProps('paymentConfig.locationID')}
          />
          <TextInput
            label={t('kioskSettings.payment.authorizationType')}
            {...form.getInputProps('paymentConfig.authorizationType')}
          />
          <TextInput
            label={t('kioskSettings.payment.paymentMode')}
            {...form.getInputProps('paymentConfig.paymentMode')}
          />
        </SimpleGrid>
      </SectionCard>
    </Stack>
  );
}
