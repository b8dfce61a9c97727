import { NOTICE_PERIOD_WEEKS } from '@kiosk/common/constants';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../generated/gql.ts';
import type { GetSelfQuery } from '../../generated/graphql.ts';
import { request } from '../../lib/graphql-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const ACCEPT_TERMS = graphql(`
  mutation AcceptTerms {
    acceptTerms {
      _id
      termsAccepted
    }
  }
`);

/** Spec §1/§2: a one-time, blocking acceptance of the terms (stored server side). */
export function TermsModal() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [accepted, setAccepted] = useState(false);
  const [mustAgree, setMustAgree] = useState(false);

  const mutation = useMutation({
    mutationFn: () => request('organizations', ACCEPT_TERMS),
    onSuccess: ({ acceptTerms }) => {
      queryClient.setQueryData<GetSelfQuery>(queryKeys.self, (previous) =>
        previous ? { getSelf: { ...previous.getSelf, termsAccepted: acceptTerms.termsAccepted } } : previous,
      );
    },
  });

  const submit = () => {
    if (!accepted) {
      setMustAgree(true);
      return;
    }
    mutation.mutate();
  };

  return (
    <Modal
      opened
      onClose={() => undefined}
      title={t('auth.terms.title')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="lg"
    >
      <Stack gap="md">
        <Text fw={600}>{t('auth.terms.intro')}</Text>
        <Text size="sm">{t('auth.terms.scope')}</Text>
        <Text size="sm">{t('auth.terms.law')}</Text>
        <Text size="sm">{t('auth.terms.notice', { weeks: NOTICE_PERIOD_WEEKS })}</Text>
        <Checkbox
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.currentTarget.checked);
            if (event.currentTarget.checked) setMustAgree(false);
          }}
          label={t('auth.terms.accept')}
          error={mustAgree ? t('auth.terms.mustAgree') : undefined}
        />
        {mutation.isError ? (
          <Text c="red" size="sm" role="alert">
            {t('auth.terms.saveFailed')}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={submit} loading={mutation.isPending}>
            {t('auth.terms.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
