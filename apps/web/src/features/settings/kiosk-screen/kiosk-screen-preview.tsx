import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HEADER_BAND_COLOR, type ScreenColors } from './kiosk-screen-colors.ts';

interface KioskScreenPreviewProps {
  colors: ScreenColors;
  headerUrl: string | null;
  backgroundUrl: string | null;
}

/** The tablet's size (834 × 1194 px) and the header's share of it (191 px), as the kiosk lays them out. */
const TABLET = { width: 834, height: 1194, header: 191 };

/**
 * The kiosk screen as the tablet shows it, scaled to the space available (at most half size): the header
 * image with the header text, below it the background colour and image with the body text.
 */
export function KioskScreenPreview({ colors, headerUrl, backgroundUrl }: KioskScreenPreviewProps) {
  const { t } = useTranslation('kioskContent');
  return (
    <Box
      role="img"
      aria-label={t('kioskContent.screen.previewLabel')}
      data-testid="kiosk-screen-preview"
      w="100%"
      maw={TABLET.width / 2}
      style={{
        aspectRatio: `${TABLET.width} / ${TABLET.height}`,
        border: '10px solid #25262b',
        borderRadius: 24,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        backgroundColor: colors.bgColor,
        backgroundImage: backgroundUrl ? `url("${backgroundUrl}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Box
        data-testid="kiosk-screen-preview-header"
        style={{
          height: `${(TABLET.header / TABLET.height) * 100}%`,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          backgroundImage: headerUrl ? `url("${headerUrl}")` : undefined,
          backgroundColor: headerUrl ? undefined : HEADER_BAND_COLOR,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      >
        <Text fw={700} fz="clamp(14px, 4vw, 28px)" style={{ color: colors.headerTextColor }} aria-hidden>
          {t('kioskContent.screen.previewHeading')}
        </Text>
      </Box>
      <Box p="md" style={{ flex: 1, display: 'flex', alignItems: 'center' }}>
        <Text
          ta="center"
          fz="clamp(11px, 2.5vw, 18px)"
          style={{ color: colors.bodyTextColor }}
          data-testid="kiosk-screen-preview-body"
          aria-hidden
        >
          {t('kioskContent.screen.previewBody')}
        </Text>
      </Box>
    </Box>
  );
}
