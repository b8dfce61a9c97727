import sharp from 'sharp';
import type { PlaylistItem } from '@kiosk/common/mqtt';
import { mediaPath } from '../../files/media-routes.ts';

/**
 * A kiosk's playlist before anyone edited it: the main screen (10 s) and the explainer of how to buy
 * (15 s), both enabled, with built-in pictures the console serves itself (`media/defaults/*.png`).
 * The first edit stores this list on the kiosk; media of its own replace neither of them.
 */
export const DEFAULT_PLAYLIST_MEDIA = {
  'main-screen.png': { title: 'Welcome', subtitle: 'Open the door to shop', background: '#1c3d5a' },
  'explainer.png': {
    title: 'How it works',
    subtitle: 'Tap your card, take what you like, close the door',
    background: '#2b5f3f',
  },
} as const;

export function defaultPlaylist(): PlaylistItem[] {
  const url = (name: keyof typeof DEFAULT_PLAYLIST_MEDIA) => mediaPath(`media/defaults/${name}`);
  return [
    { name: 'Main screen', uri: url('main-screen.png'), duration: 10, type: 'main_screen', enabled: true, order: 0 },
    { name: 'Explainer', uri: url('explainer.png'), duration: 15, type: 'explainer', enabled: true, order: 1 },
  ];
}

const cache = new Map<string, Promise<Buffer>>();

/** The built-in pictures at tablet size (834×1194), drawn once per process. */
export function defaultMedia(): Record<string, () => Promise<Buffer>> {
  return Object.fromEntries(
    Object.entries(DEFAULT_PLAYLIST_MEDIA).map(([name, picture]) => [
      name,
      () => {
        let image = cache.get(name);
        if (!image) {
          const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="834" height="1194">
<rect width="100%" height="100%" fill="${picture.background}"/>
<text x="417" y="560" font-family="sans-serif" font-size="72" fill="#ffffff" text-anchor="middle">${picture.title}</text>
<text x="417" y="660" font-family="sans-serif" font-size="30" fill="#ffffff" text-anchor="middle">${picture.subtitle}</text>
</svg>`;
          image = sharp(Buffer.from(svg)).png().toBuffer();
          cache.set(name, image);
        }
        return image;
      },
    ]),
  );
}
