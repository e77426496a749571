import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, isPhotoUrl, PICTURE_SIZES, responsiveImage } from './responsiveImage';

describe('responsiveImage', () => {
  it('gives a photo a srcset of every served width and the sizes of its place', () => {
    const image = responsiveImage('/images/products/jbl-flip-6-1.jpg', 'card');
    expect(image).toEqual({
      src: '/images/products/jbl-flip-6-1.jpg?w=640',
      srcSet:
        '/images/products/jbl-flip-6-1.jpg?w=160 160w, /images/products/jbl-flip-6-1.jpg?w=320 320w, ' +
        '/images/products/jbl-flip-6-1.jpg?w=480 480w, /images/products/jbl-flip-6-1.jpg?w=640 640w, ' +
        '/images/products/jbl-flip-6-1.jpg?w=960 960w, /images/products/jbl-flip-6-1.jpg?w=1280 1280w',
      sizes: PICTURE_SIZES.card,
    });
  });

  it('takes the sizes of the place the picture is shown', () => {
    expect(responsiveImage('/images/products/a-2.webp', 'gallery').sizes).toBe(PICTURE_SIZES.gallery);
    expect(responsiveImage('/images/products/a-2.png', 'thumbnail').sizes).toBe(PICTURE_SIZES.thumbnail);
  });

  it('leaves a drawn picture, a data address and other pictures as they are', () => {
    for (const url of [
      '/images/products/jbl-flip-6-1.svg',
      '/images/banners/1.svg',
      '/images/categories/mobiles.jpg',
      'data:image/svg+xml,%3Csvg%3E',
      '/images/products/a-1.jpg?w=320',
    ]) {
      expect(responsiveImage(url, 'card'), url).toEqual({ src: url });
    }
  });

  it('knows photos by their extension', () => {
    expect(isPhotoUrl('/images/products/a-1.jpeg')).toBe(true);
    expect(isPhotoUrl('/images/products/a-1.gif')).toBe(false);
  });

  it('serves widths in increasing order, the largest at most 1280', () => {
    expect([...IMAGE_WIDTHS].sort((a, b) => a - b)).toEqual([...IMAGE_WIDTHS]);
    expect(Math.max(...IMAGE_WIDTHS)).toBe(1280);
  });
});
