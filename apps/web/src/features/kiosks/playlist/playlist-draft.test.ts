import { describe, expect, it } from 'vitest';
import { isDeletable, isEditable, mediaProblem, moveItem, toUpdate, validDuration } from './playlist-draft.ts';

describe('playlist draft', () => {
  it('moves an item up, down and clamps at the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });

  it('keeps the main screen fixed and the explainer undeletable', () => {
    expect([isEditable({ type: 'main_screen' }), isDeletable({ type: 'main_screen' })]).toEqual([false, false]);
    expect([isEditable({ type: 'explainer' }), isDeletable({ type: 'explainer' })]).toEqual([true, false]);
    expect([isEditable({ type: 'content' }), isDeletable({ type: 'content' })]).toEqual([true, true]);
  });

  it('accepts whole seconds from 1 to an hour', () => {
    expect([0, 1, 2.5, 3600, 3601].map(validDuration)).toEqual([false, true, false, true, false]);
  });

  it('refuses other types and oversized media before upload', () => {
    expect(mediaProblem({ type: 'text/plain', size: 10 })).toBe('type');
    expect(mediaProblem({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe('imageSize');
    expect(mediaProblem({ type: 'video/mp4', size: 6 * 1024 * 1024 })).toBeNull();
    expect(mediaProblem({ type: 'video/webm', size: 11 * 1024 * 1024 })).toBe('videoSize');
  });

  it('sends every item with a trimmed name', () => {
    const item = { uri: 'u', name: ' Ad ', duration: 5, enabled: true, type: 'content', mediaType: 'image' };
    expect(toUpdate([item])).toEqual([{ uri: 'u', name: 'Ad', duration: 5, enabled: true }]);
  });
});
