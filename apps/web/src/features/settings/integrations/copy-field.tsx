import { ActionIcon, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A labelled value with a copy button; `block` shows multi-line code (examples). */
export function CopyField({ label, value, block = false }: { label: string; value: string; block?: boolean }) {
  const { t } = useTranslation('integrations');
  return (
    <Stack gap={2}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('integrations.apiKeys.copied') : t('integrations.apiKeys.copy')}>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('integrations.apiKeys.copyField', { field: label })}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Code
        block={block}
        aria-label={label}
        style={{ wordBreak: 'break-all', whiteSpace: block ? 'pre-wrap' : undefined }}
      >
        {value}
      </Code>
    </Stack>
  );
}
