/**
 * Settings → Kiosk UI (spec §2, §7 createKioskLandingPage): an organization's kiosk screen — header and
 * background images (checked here against the spec's sizes, and again by the server from the bytes),
 * three colours with a contrast warning, and a live preview at tablet size. Saving sends the screen to
 * every kiosk of the organization; the toast names those offline, which update when back online.
 */
import { Alert, Button, Center, Grid, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { DURATIONS, IMAGE_LIMITS } from '@kiosk/common/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { GraphQLRequestError } from '../../../lib/graphql-client.ts';
import { useAllOrganizations } from '../../../lib/lookups.ts';
import { errorCode, errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import {
  DEFAULT_SCREEN_COLORS,
  isScreenColor,
  lowContrast,
  toSixDigits,
  type ScreenColors,
} from './kiosk-screen-colors.ts';
import { KioskScreenPreview } from './kiosk-screen-preview.tsx';
import { useKioskScreen, useSaveKioskScreen } from './kiosk-screen.queries.ts';

export function KioskScreenTab() {
  const { t } = useTranslation('kioskContent');
  const organizations = useAllOrganizations();
  const [chosen, setChosen] = useState<string | null>(null);

  if (organizations.isPending) {
    return (
      <Center py="xl" role="status" aria-label={t('kioskContent.screen.loading')}>
        <Loader />
      </Center>
    );
  }
  if (organizations.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(organizations.error, t)}
      </Alert>
    );
  }
  const options = organizations.data.map((org) => ({ value: org._id, label: org.name }));
  const orgId = chosen ?? options[0]?.value ?? null;
  if (!orgId) return <Text c="dimmed">{t('kioskContent.screen.noOrganizations')}</Text>;

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('kioskContent.screen.intro')}</Text>
      {options.length > 1 ? (
        <Select
          label={t('kioskContent.screen.organization')}
          data={options}
          value={orgId}
          onChange={(value) => value && setChosen(value)}
          allowDeselect={false}
          searchable
          maw={360}
        />
      ) : null}
      <KioskScreenForm key={orgId} orgId={orgId} />
    </Stack>
  );
}

function KioskScreenForm({ orgId }: { orgId: string }) {
  const { t } = useTranslation('kioskContent');
  const screen = useKioskScreen(orgId);
  if (screen.isPending) {
    return (
      <Center py="xl" role="status" aria-label={t('kioskContent.screen.loading')}>
        <Loader />
      </Center>
    );
  }
  if (screen.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(screen.error, t)}
      </Alert>
    );
  }
  const current = screen.data.getOrganizationById.kioskInitScreen;
  return (
    <KioskScreenEditor
      orgId={orgId}
      headerURI={current.headerURI ?? null}
      bgURI={current.bgURI ?? null}
      initial={{
        headerTextColor: current.headerTextColor ?? DEFAULT_SCREEN_COLORS.headerTextColor,
        bodyTextColor: current.bodyTextColor ?? DEFAULT_SCREEN_COLORS.bodyTextColor,
        bgColor: current.bgColor ?? DEFAULT_SCREEN_COLORS.bgColor,
      }}
    />
  );
}

const IMAGE_ERRORS = new Set(['IMAGE_TOO_LARGE', 'IMAGE_INVALID', 'FILE_TOO_LARGE', 'FILE_EMPTY']);

function KioskScreenEditor({
  orgId,
  headerURI,
  bgURI,
  initial,
}: {
  orgId: string;
  headerURI: string | null;
  bgURI: string | null;
  initial: ScreenColors;
}) {
  const { t } = useTranslation('kioskContent');
  const save = useSaveKioskScreen(orgId);
  const [colors, setColors] = useState<ScreenColors>(initial);
  const [header, setHeader] = useState<File | null>(null);
  const [background, setBackground] = useState<File | null>(null);
  const headerPreview = useObjectUrl(header);
  const backgroundPreview = useObjectUrl(background);
  const warnings = lowContrast(colors, { headerImage: Boolean(headerPreview ?? headerURI) });
  const valid = Object.values(colors).every(isScreenColor);

  const colorInput = (field: keyof ScreenColors) => (
    <TextInput
      label={t(`kioskContent.screen.${field}`)}
      value={colors[field]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setColors((previous) => ({ ...previous, [field]: value }));
      }}
      maxLength={7}
      error={isScreenColor(colors[field]) ? undefined : t('kioskContent.screen.invalidColor')}
      rightSectionWidth={44}
      rightSection={
        // The browser's own colour picker: keyboard- and screen-reader-accessible.
        <input
          type="color"
          aria-label={t('kioskContent.screen.pick', { field: t(`kioskContent.screen.${field}`) })}
          value={toSixDigits(colors[field])}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setColors((previous) => ({ ...previous, [field]: value }));
          }}
          style={{ width: 32, height: 28, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
        />
      }
    />
  );

  const submit = () =>
    save.mutate(
      { data: colors, header, background },
      {
        onSuccess: (result) => {
          const offline = result.createKioskLandingPage.offlineKiosks;
          setHeader(null);
          setBackground(null);
          notifySuccess(
            offline.length
              ? t('kioskContent.toasts.kioskScreenUpdatedOffline', { kiosks: offline.join(', ') })
              : t('kioskContent.toasts.kioskScreenUpdated'),
            DURATIONS.kioskSettingsToastMs,
          );
        },
        onError: (error) => {
          const code = errorCode(error);
          if (code && IMAGE_ERRORS.has(code)) {
            const fields = error instanceof GraphQLRequestError ? error.errors[0]?.extensions?.fields : undefined;
            const limits =
              fields && typeof fields === 'object' && 'background' in fields
                ? IMAGE_LIMITS.kioskBackground
                : IMAGE_LIMITS.kioskHeader;
            notifyError(t('kioskContent.screen.imageRefused', { width: limits.minWidth, height: limits.minHeight }));
          } else notifyError(errorMessage(error, t));
        },
      },
    );

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <ImageUpload
              label={t('kioskContent.screen.headerImage')}
              imageUrl={headerPreview ?? headerURI}
              limits={IMAGE_LIMITS.kioskHeader}
              onSelect={setHeader}
              busy={save.isPending}
            />
            <ImageUpload
              label={t('kioskContent.screen.backgroundImage')}
              imageUrl={backgroundPreview ?? bgURI}
              limits={IMAGE_LIMITS.kioskBackground}
              onSelect={setBackground}
              busy={save.isPending}
            />
            {colorInput('headerTextColor')}
            {colorInput('bodyTextColor')}
            {colorInput('bgColor')}
            {warnings.map((warning) => (
              <Alert key={warning.which} color="yellow" role="status">
                {t('kioskContent.screen.contrastWarning', {
                  which: t(`kioskContent.screen.${warning.which}`),
                  ratio: warning.ratio,
                })}
              </Alert>
            ))}
            <Group>
              <Button
                type="submit"
                loading={save.isPending}
                disabled={!valid}
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              >
                {t('kioskContent.screen.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="xs" align="center">
          <Title order={2} size="h5">
            {t('kioskContent.screen.preview')}
          </Title>
          <KioskScreenPreview
            colors={colors}
            headerUrl={headerPreview ?? headerURI}
            backgroundUrl={backgroundPreview ?? bgURI}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
