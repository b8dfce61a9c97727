import { createSpotlight } from '@mantine/spotlight';

/** The console's one command palette: the header's button opens it, Ctrl/⌘-K too. */
export const [paletteStore, palette] = createSpotlight();
