import { ActionIcon, Box, Code, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

interface HelpCodeBlockProps {
  code: string;
  language: string;
  labels: { copy: string; copied: string };
}

/** A copy-paste example; {{origin}} already replaced by this console's address. */
export function HelpCodeBlock({ code, language, labels }: HelpCodeBlockProps) {
  return (
    <Box pos="relative">
      <Code block data-language={language || undefined} pr={48} style={{ whiteSpace: 'pre', overflowX: 'auto' }}>
        {code}
      </Code>
      <Box pos="absolute" top={6} right={6}>
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? labels.copied : labels.copy}>
              <ActionIcon variant="default" onClick={copy} aria-label={copied ? labels.copied : labels.copy}>
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Box>
    </Box>
  );
}
