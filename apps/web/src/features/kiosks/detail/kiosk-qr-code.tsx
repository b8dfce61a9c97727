import { Center, Image, Stack, Text } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';

/** The kiosk's QR code (its `qrcode` value) as an SVG image, with the value written under it. */
export function KioskQrCode({ value, kioskName }: { value: string | null | undefined; kioskName: string }) {
  const { t } = useTranslation('kiosks');
  const [image, setImage] = useState<{ value: string; url: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const text = value?.trim() ?? '';

  useEffect(() => {
    if (!text) return;
    let current = true;
    QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (svg) => {
        if (!current) return;
        setFailed(false);
        setImage({ value: text, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [text]);

  const url = image && image.value === text ? image.url : null;
  return (
    <SectionCard title={t('kiosks.page.qr.title')}>
      {!text ? (
        <Text size="sm" c="dimmed">
          {t('kiosks.page.qr.empty')}
        </Text>
      ) : failed ? (
        <Text size="sm" c="red" role="alert">
          {t('kiosks.page.qr.failed')}
        </Text>
      ) : (
        <Stack gap="xs" align="center">
          <Center w={180} h={180}>
            {url ? <Image src={url} w={180} h={180} alt={t('kiosks.page.qr.alt', { name: kioskName })} /> : null}
          </Center>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }} ta="center">
            {text}
          </Text>
        </Stack>
      )}
    </SectionCard>
  );
}
