import { Alert, Anchor, List, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/notify.ts';
import { useLinkedKiosks } from '../products.queries.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { paths } from '../../../lib/paths.ts';

interface LinkedKiosksProps {
  productLineId: string;
}

/** The kiosks whose planogram holds the product (a product on kiosks cannot be deleted). */
export function LinkedKiosks({ productLineId }: LinkedKiosksProps) {
  const { t } = useTranslation('products');
  const kiosks = useLinkedKiosks(productLineId);

  return (
    <SectionCard title={t('products.kiosks.title')}>
      {kiosks.isPending ? (
        <Loader size="sm" aria-label={t('products.kiosks.loading')} />
      ) : kiosks.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(kiosks.error, t)}
        </Alert>
      ) : kiosks.data.length === 0 ? (
        <Text c="dimmed">{t('products.kiosks.empty')}</Text>
      ) : (
        <List spacing={4}>
          {kiosks.data.map((kiosk) => (
            <List.Item key={kiosk._id}>
              <Anchor component={Link} to={paths.kiosks.detail(kiosk._id)}>
                {kiosk.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
