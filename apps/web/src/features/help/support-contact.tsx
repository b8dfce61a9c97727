import type { HelpCatalogue } from '@kiosk/common/i18n/help';
import { Alert, Anchor, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useAllOrganizations } from '../../lib/lookups.ts';
import { useSession } from '../../lib/session.ts';
import { fillHelpText } from './help-text.ts';
import { useOrganizationSupport } from './help.queries.ts';

/** The user's organization's support e-mail, hotline and its hours (Organization.support). */
export function SupportContact({ labels }: { labels: HelpCatalogue['ui']['support'] }) {
  const { self } = useSession();
  const organizations = useAllOrganizations();
  // A member sees their (first) organization's contact; root without a membership the first one they see.
  const orgId =
    self.rolesInOrganizations[0]?.organizationId._id ?? (self.root ? (organizations.data?.[0]?._id ?? null) : null);
  const support = useOrganizationSupport(orgId);

  if (orgId === null && self.root && organizations.isPending) {
    return (
      <Text role="status" c="dimmed" size="sm">
        <Loader size="xs" mr="xs" aria-hidden />
        {labels.loading}
      </Text>
    );
  }
  if (orgId === null) return <Alert color="gray">{labels.noOrganization}</Alert>;
  if (support.isPending) {
    return (
      <Text role="status" c="dimmed" size="sm">
        <Loader size="xs" mr="xs" aria-hidden />
        {labels.loading}
      </Text>
    );
  }
  if (support.isError) return <Alert color="red">{labels.error}</Alert>;
  const { name, support: contact } = support.data;
  const { email, hotline, hotlineAvailability } = contact;
  if (!email && !hotline && !hotlineAvailability) return <Alert color="gray">{labels.none}</Alert>;
  return (
    <Paper withBorder p="md" data-testid="support-contact">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {fillHelpText(labels.organization, { name })}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="dl" m={0}>
          <Stack gap={2}>
            <Text component="dt" size="sm" c="dimmed">
              {labels.email}
            </Text>
            <Text component="dd" m={0}>
              {email ? <Anchor href={`mailto:${email}`}>{email}</Anchor> : labels.notSet}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text component="dt" size="sm" c="dimmed">
              {labels.hotline}
            </Text>
            <Text component="dd" m={0}>
              {hotline ? <Anchor href={`tel:${hotline.replace(/[^\d+]/g, '')}`}>{hotline}</Anchor> : labels.notSet}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text component="dt" size="sm" c="dimmed">
              {labels.availability}
            </Text>
            <Text component="dd" m={0}>
              {hotlineAvailability || labels.notSet}
            </Text>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
