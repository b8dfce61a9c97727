/**
 * The shelf photos of a refill visit (ADR 0026): thumbnails, each a link to the full photo in a new tab.
 */
import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { RefillVisit } from './refill-history.queries.ts';

export function RefillVisitPhotos({ photos, kioskName }: { photos: RefillVisit['photos']; kioskName: string }) {
  const { t } = useTranslation('reports');
  const language = currentLanguage();
  if (photos.length === 0) return null;
  return (
    <Stack gap={4} data-testid="refill-visit-photos">
      <Text size="sm" fw={600}>
        {t('reports.refillHistory.entry.photos', { count: photos.length })}
      </Text>
      <Group gap="xs">
        {photos.map((photo) => {
          const when = formatDateTime(photo.takenAt ?? photo.created, language);
          return (
            <Anchor
              key={photo._id}
              href={photo.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('reports.refillHistory.entry.photoLink', { kiosk: kioskName, time: when })}
            >
              <Image
                src={photo.thumbnailUrl}
                alt=""
                w={96}
                h={96}
                fit="cover"
                radius="sm"
                loading="lazy"
                data-testid="refill-visit-photo"
              />
            </Anchor>
          );
        })}
      </Group>
    </Stack>
  );
}
