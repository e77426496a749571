import { describe, expect, it } from 'vitest';
import {
  bannerImageSvg,
  categoryImageSvg,
  escapeXml,
  illustrationFor,
  parseImagePath,
  productImageSvg,
  sellerImageSvg,
} from '../../src/images';
import { categorySeeds } from '../../src/seed/catalogue';

const hostile = '<script>alert("x")</script> & \'quotes\'';

function expectWellFormed(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).not.toContain('<script');
  // Every tag opened is closed or self-closing.
  const opened = svg.match(/<(svg|g|defs|linearGradient|text|title)\b/g)?.length ?? 0;
  const closed = svg.match(/<\/(svg|g|defs|linearGradient|text|title)>/g)?.length ?? 0;
  expect(closed).toBe(opened);
}

describe('image builders', () => {
  it('escape text that could break out of the SVG', () => {
    expect(escapeXml(hostile)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;quotes&apos;',
    );
    const images = [
      productImageSvg({ name: hostile, brand: hostile, category: hostile, index: 1 }),
      categoryImageSvg({ name: hostile }),
      bannerImageSvg({ title: hostile, subtitle: hostile, index: 2, category: hostile }),
      sellerImageSvg({ name: hostile }),
    ];
    for (const svg of images) {
      expectWellFormed(svg);
      expect(svg).not.toContain('"x"');
    }
  });

  it('draw every category of the catalogue, small enough to inline', () => {
    for (const category of categorySeeds) {
      for (let index = 1; index <= 5; index++) {
        const svg = productImageSvg({
          name: `${category.name} sample with a fairly long product name`,
          brand: 'Haldiram’s',
          category: category.name,
          index,
        });
        expectWellFormed(svg);
        expect(Buffer.byteLength(svg)).toBeLessThan(4096);
      }
      expect(Buffer.byteLength(categoryImageSvg({ name: category.name }))).toBeLessThan(4096);
    }
    expect(
      Buffer.byteLength(bannerImageSvg({ title: 'x'.repeat(200), subtitle: 'y'.repeat(300), index: 9 })),
    ).toBeLessThan(4096);
  });

  it('pick a fitting drawing from the category name or slug', () => {
    expect(illustrationFor('Mobiles')).toBe('phone');
    expect(illustrationFor('fashion-women')).toBe('dress');
    expect(illustrationFor('Fashion — Men')).toBe('shirt');
    expect(illustrationFor('Home & Kitchen')).toBe('pan');
    expect(illustrationFor('Toys & Baby')).toBe('teddy');
    expect(illustrationFor('Something new')).toEqual(expect.any(String));
  });

  it('are deterministic, and each picture number is a different view', () => {
    const input = { name: 'boAt Airdopes 141', brand: 'boAt', category: 'Electronics', index: 2 };
    expect(productImageSvg(input)).toBe(productImageSvg(input));
    expect(productImageSvg({ ...input, index: 3 })).not.toBe(productImageSvg(input));
  });

  it('show the brand and use a font stack that renders Hindi', () => {
    expect(productImageSvg({ name: 'Tea', brand: 'Tata', category: 'Grocery', index: 1 })).toContain(
      '>Tata</text>',
    );
    const banner = bannerImageSvg({ title: 'दिवाली धमाका सेल', subtitle: 'हर ऑर्डर पर बचत', index: 1 });
    expect(banner).toContain('दिवाली धमाका सेल');
    expect(banner).toContain('Noto Sans Devanagari');
    expect(banner).toContain('width="1200" height="400"');
  });

  it('make a monogram from the shop name', () => {
    expect(sellerImageSvg({ name: 'Sharma Electronics' })).toContain('>SE</text>');
    expect(sellerImageSvg({ name: 'लक्ष्मी सिल्क्स' })).toContain('>लस</text>');
  });
});

describe('image paths', () => {
  it('read product (drawn and photo), category, banner and seller addresses', () => {
    expect(parseImagePath('/images/products/boat-airdopes-141-black-3.svg')).toEqual({
      kind: 'product',
      key: 'boat-airdopes-141-black',
      index: 3,
    });
    expect(parseImagePath('/images/products/redmi-13c-5g-2.svg?v=1')).toEqual({
      kind: 'product',
      key: 'redmi-13c-5g',
      index: 2,
    });
    expect(parseImagePath('/images/products/jbl-flip-6-blue-1.jpg?w=320')).toEqual({
      kind: 'product',
      key: 'jbl-flip-6-blue',
      index: 1,
      photo: 'jpg',
    });
    expect(parseImagePath('/images/products/jbl-flip-6-blue-2.webp')?.photo).toBe('webp');
    expect(parseImagePath('/images/products/jbl-flip-6-blue-2.svg')?.photo).toBeUndefined();
    expect(parseImagePath('/images/categories/home-and-kitchen.svg')).toEqual({
      kind: 'category',
      key: 'home-and-kitchen',
      index: 0,
    });
    expect(parseImagePath('/images/banners/4.svg')).toEqual({ kind: 'banner', key: '4', index: 4 });
    expect(
      parseImagePath('http://localhost:3000/images/sellers/2f1c0b8e-4d7a-4c55-9a41-0c2b7d9e8f10.svg'),
    ).toEqual({
      kind: 'seller',
      key: '2f1c0b8e-4d7a-4c55-9a41-0c2b7d9e8f10',
      index: 0,
    });
  });

  it('refuse anything else', () => {
    for (const url of [
      '/images/products/no-number.svg',
      '/images/products/../../etc/passwd-1.svg',
      '/images/products/UPPER-1.svg',
      '/images/products/x-0.svg',
      '/images/categories/a/b.svg',
      '/images/banners/0.svg',
      '/images/sellers/not-a-uuid.svg',
      '/images/other/x.svg',
      '/images/products/x-1.gif',
      '/images/products/x-1.jpg.svg',
      '/images/categories/mobiles.jpg',
      '',
    ]) {
      expect(parseImagePath(url)).toBeNull();
    }
  });
});
