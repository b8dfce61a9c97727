import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_SIDE, scaledSize } from './field-photo.ts';

describe('scaledSize', () => {
  it('scales the long side of a camera picture to 1600 px, keeping the aspect ratio', () => {
    expect(PHOTO_MAX_SIDE).toBe(1600);
    expect(scaledSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(scaledSize(3000, 2000)).toEqual({ width: 1600, height: 1067 });
  });

  it('never enlarges a small picture and never answers 0 px', () => {
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(1600, 10)).toEqual({ width: 1600, height: 10 });
    expect(scaledSize(100000, 1)).toEqual({ width: 1600, height: 1 });
    expect(scaledSize(0, 0)).toEqual({ width: 1, height: 1 });
  });
});
