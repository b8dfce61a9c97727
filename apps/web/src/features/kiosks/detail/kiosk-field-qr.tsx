import { Button, Center, Group, Image, Stack, Text } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { kioskCodeUrl } from '../../../lib/kiosk-code.ts';

/** Opens the browser's print dialog for a page holding only the code, its link and the kiosk's name. */
function printCode(svgUrl: string, link: string, title: string): void {
  const page = window.open('', '_blank', 'width=600,height=700');
  if (!page) return;
  const doc = page.document;
  doc.title = title;
  const heading = doc.createElement('h1');
  heading.textContent = title;
  heading.style.font = '600 20px system-ui, sans-serif';
  const image = doc.createElement('img');
  image.onload = () => page.print();
  image.src = svgUrl;
  image.alt = title;
  image.style.width = '8cm';
  image.style.height = '8cm';
  const caption = doc.createElement('p');
  caption.textContent = link;
  caption.style.font = '12px monospace';
  caption.style.wordBreak = 'break-all';
  doc.body.style.textAlign = 'center';
  doc.body.append(heading, image, caption);
}

/**
 * The kiosk's QR code for the field app (issue 31): it holds the URL of the field app's "At the kiosk" page
 * for this kiosk, so a replenisher's scan — in the field app, or with the phone's camera app — opens it.
 * Printable, and downloadable as SVG for a label printer.
 */
export function KioskFieldQrCode({ kioskId, kioskName }: { kioskId: string; kioskName: string }) {
  const { t } = useTranslation('kiosks');
  const link = kioskCodeUrl(window.location.origin, kioskId);
  const [image, setImage] = useState<{ link: string; url: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    QRCode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then(
      (svg) => {
        if (!current) return;
        setFailed(false);
        setImage({ link, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [link]);

  const url = image && image.link === link ? image.url : null;
  const title = t('kiosks.page.fieldQr.printTitle', { name: kioskName });
  return (
    <SectionCard
      title={t('kiosks.page.fieldQr.title')}
      description={
        <Text size="sm" c="dimmed">
          {t('kiosks.page.fieldQr.hint')}
        </Text>
      }
    >
      {failed ? (
        <Text size="sm" c="red" role="alert">
          {t('kiosks.page.fieldQr.failed')}
        </Text>
      ) : (
        <Stack gap="xs" align="center" data-testid="kiosk-field-qr">
          <Center w={180} h={180}>
            {url ? <Image src={url} w={180} h={180} alt={t('kiosks.page.fieldQr.alt', { name: kioskName })} /> : null}
          </Center>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }} ta="center" data-testid="kiosk-field-qr-link">
            {link}
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPrinter size={14} aria-hidden />}
              disabled={!url}
              onClick={() => url && printCode(url, link, title)}
            >
              {t('kiosks.page.fieldQr.print')}
            </Button>
            <Button
              size="xs"
              variant="default"
              component="a"
              href={url ?? undefined}
              download={`${kioskName.replace(/[^\p{L}\p{N}_-]+/gu, '-')}-field-qr.svg`}
              leftSection={<IconDownload size={14} aria-hidden />}
            >
              {t('kiosks.page.fieldQr.download')}
            </Button>
          </Group>
        </Stack>
      )}
    </SectionCard>
  );
}
