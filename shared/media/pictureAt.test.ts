import { describe, expect, it } from 'vitest';
import { pictureAt } from './pictureAt.ts';

describe('pictureAt', () => {
  it('asks the media server for a demo drawing as a photo of the shown width', () => {
    expect(pictureAt('/media/demo/boat/sailboat/42-3.svg', 800)).toBe(
      '/media/demo/boat/sailboat/42-3.jpg?w=800',
    );
    expect(pictureAt('/media/demo/activity/diving/7-0.svg', 160)).toBe(
      '/media/demo/activity/diving/7-0.jpg?w=160',
    );
  });

  it('leaves every other picture as it is', () => {
    for (const url of [
      '/media/demo/avatar/3-AB.svg',
      'https://cdn.example/boats/42.jpg',
      '/media/demo/boat/sailboat/42-3.svg?x=1',
      '/media/demo/boat/../../etc/42-3.svg',
    ])
      expect(pictureAt(url, 400)).toBe(url);
  });
});
