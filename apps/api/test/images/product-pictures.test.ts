import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  colourHex,
  contrast,
  drawProduct,
  inkOfColour,
  productImageSvg,
  productKinds,
} from '../../src/images';
import { buildCatalogue, colourOf, colourSlots } from '../../src/seed/build';
import { categorySeeds } from '../../src/seed/catalogue';
import { createTestShop, type TestShop } from '../support/shop';

const lines = categorySeeds.flatMap((category) => category.lines.map((line) => ({ category, line })));

/** Every colour name the seed can give a product, from every colour-like slot of every line. */
const seededColours = [
  ...new Set(
    lines.flatMap(({ line }) =>
      colourSlots.flatMap((slot) =>
        (line.slots?.[slot] ?? []).map((choice) => {
          const value = typeof choice === 'string' ? choice : choice[0];
          return colourOf(line, { [slot]: value }) ?? '';
        }),
      ),
    ),
  ),
];

const catalogue = buildCatalogue();
const seeded = (pattern: RegExp) => {
  const product = catalogue.products.find((p) => pattern.test(p.name));
  if (!product) throw new Error(`the seed has no product named like ${pattern}`);
  return product;
};
/** The colour the picture's background ends in (the stop the drawing mostly stands on). */
const backgroundOf = (svg: string) => svg.match(/<stop offset="1" stop-color="(#[0-9a-f]{6})"/)?.[1] ?? '';

describe('what seeded product pictures show', () => {
  it('has a drawing for every kind a product line names', () => {
    const named = lines.flatMap(({ line }) => [
      line.kind,
      ...(line.kindByWord ?? []).map(([, kind]) => kind),
    ]);
    expect(named.length).toBeGreaterThanOrEqual(43);
    for (const kind of named) expect(productKinds, kind).toContain(kind);
    for (const product of catalogue.products) expect(productKinds, product.name).toContain(product.kind);
  });

  it('draws every kind differently', () => {
    const ink = inkOfColour('#2f6fd6');
    const drawings = productKinds.map((kind) => drawProduct(kind, ink));
    for (const drawing of drawings) expect(drawing).toMatch(/^<(rect|path|g|circle|ellipse)\b/);
    expect(new Set(drawings).size).toBe(productKinds.length);
  });

  it('knows the colour of every colour name the seed uses', () => {
    expect(seededColours).toEqual(
      expect.arrayContaining([
        'Olive',
        'Maroon',
        'Sky Blue',
        'Rose Gold',
        'Camouflage',
        'Starlight',
        'Midnight',
      ]),
    );
    for (const name of seededColours) expect(colourHex(name), name).toMatch(/^#[0-9a-f]{6}$/);
    expect(colourHex('Ultraviolet Glitter')).toBeUndefined();
  });

  it('names the type of the product, not of its category', () => {
    expect(seeded(/^JBL .*Speaker/).kind).toBe('speaker');
    expect(seeded(/^Nivia Storm Football/).kind).toBe('football');
    expect(seeded(/Cricket Bat/).kind).toBe('cricket-bat');
    expect(seeded(/Pressure Cooker/).kind).toBe('pressure-cooker');
    expect(seeded(/Saree/).kind).toBe('saree');
    expect(seeded(/Men's .* Kurta/).kind).toBe('kurta');
    expect(seeded(/Jeans/).kind).toBe('jeans');
    expect(seeded(/Bangles/).kind).toBe('bangle');
    expect(seeded(/Earrings/).kind).toBe('earrings');
    expect(seeded(/Bedside Table/).kind).toBe('table');
    expect(seeded(/Queen Bed/).kind).toBe('bed');
    expect(seeded(/Keypad Phone/).kind).toBe('keypad-phone');
    expect(seeded(/Over-Ear Headphones/).kind).toBe('headphones');
    expect(seeded(/True Wireless Earbuds/).kind).toBe('earbuds');
  });

  it('takes the colour from the colour, shade, dial, finish or stone the name shows', () => {
    expect(seeded(/^Puma .*\(Olive\)$/).colour).toBe('Olive');
    expect(seeded(/Lipstick, Red Rush/).colour).toBe('Red Rush');
    expect(seeded(/\(Rose Gold Dial\)/).colour).toBe('Rose Gold');
    expect(seeded(/\(Walnut Finish\)/).colour).toBe('Walnut');
    expect(seeded(/\(Ruby Red\)/).colour).toBe('Ruby Red');
    expect(seeded(/^Nivia Storm Football/).colour).toBeNull();
    for (const product of catalogue.products)
      if (product.colour) expect(product.name, product.name).toContain(product.colour);
  });

  it('draws the product in its colour, on a background it stands out from', () => {
    for (const name of seededColours) {
      const hex = colourHex(name) ?? '';
      const svg = productImageSvg({
        name: 'Sample',
        brand: 'Brand',
        category: 'Electronics',
        index: 1,
        kind: 'speaker',
        colour: name,
      });
      expect(svg, name).toContain(hex);
      expect(contrast(hex, backgroundOf(svg)), name).toBeGreaterThanOrEqual(1.7);
    }
    // A pattern, not one flat colour.
    const camouflage = productImageSvg({
      name: 'S',
      brand: 'B',
      category: 'Electronics',
      index: 1,
      kind: 'speaker',
      colour: 'Camouflage',
    });
    expect(camouflage).toContain('<pattern id="p"');
    expect(camouflage).toContain('fill="url(#p)"');
  });

  it('tells products of one kind in different colours apart, and keeps each view different', () => {
    const input = { name: 'Puma Smash', brand: 'Puma', category: 'Footwear', index: 1, kind: 'running-shoe' };
    const olive = productImageSvg({ ...input, colour: 'Olive' });
    const red = productImageSvg({ ...input, colour: 'Red' });
    expect(olive).toContain(colourHex('Olive'));
    expect(olive).not.toContain(colourHex('Red'));
    expect(red).toContain(colourHex('Red'));
    const views = [1, 2, 3, 4, 5].map((index) => productImageSvg({ ...input, colour: 'Olive', index }));
    expect(new Set(views).size).toBe(5);
  });

  it('keeps every kind in every colour small enough to inline', () => {
    for (const kind of productKinds)
      for (const colour of ['Camouflage', 'Multicolour', 'Starlight', 'Jet Black']) {
        const svg = productImageSvg({
          name: 'x'.repeat(120),
          brand: 'y'.repeat(40),
          category: 'Books',
          index: 4,
          kind,
          colour,
        });
        expect(Buffer.byteLength(svg), `${kind} ${colour}`).toBeLessThan(4096);
      }
  });

  it('falls back to the category drawing without a kind or colour it knows', () => {
    const base = { name: 'Something', brand: 'Acme', category: 'Sports & Fitness', index: 1 };
    expect(productImageSvg({ ...base, kind: null, colour: null })).toBe(productImageSvg(base));
    expect(productImageSvg({ ...base, kind: 'hovercraft' })).toContain('data-kind="dumbbell"');
    expect(productImageSvg({ ...base, kind: 'football', colour: 'Ultraviolet Glitter' })).toContain(
      'data-kind="football"',
    );
  });
});

describe('the image route for seeded products', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop?.close());

  async function firstPicture(namePattern: string) {
    const { rows } = await shop.db.query<{
      name: string;
      kind: string | null;
      colour: string | null;
      images: string[];
    }>('SELECT name, kind, colour, images FROM products WHERE name LIKE $1 ORDER BY slug LIMIT 1', [
      namePattern,
    ]);
    const row = rows[0];
    if (!row) throw new Error(`no seeded product like ${namePattern}`);
    const response = await shop.call({ method: 'GET', url: row.images[0] ?? '' });
    expect(response.statusCode).toBe(200);
    return { row, svg: response.body };
  }

  it('shows the JBL speaker as a speaker in its colour', async () => {
    const { row, svg } = await firstPicture('JBL % Speaker (%)');
    expect(row.kind).toBe('speaker');
    const hex = colourHex(row.colour ?? '') ?? '';
    expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(svg).toContain('data-kind="speaker"');
    expect(svg).toContain(hex);
    if (row.colour !== 'Camouflage') expect(svg).toContain(drawProduct('speaker', inkOfColour(hex)));
  });

  it('shows a Nivia football as a football and olive shoes in olive', async () => {
    expect((await firstPicture('Nivia Storm Football%')).svg).toContain('data-kind="football"');
    const shoes = await firstPicture('% (Olive)');
    expect(shoes.row.colour).toBe('Olive');
    expect(shoes.svg).toContain(colourHex('Olive'));
  });

  it('draws a product added without a kind with its category drawing', async () => {
    const { row } = await firstPicture('Nivia Storm Football%');
    await shop.db.query('UPDATE products SET kind = NULL, colour = NULL WHERE name = $1', [row.name]);
    const { svg } = await firstPicture('Nivia Storm Football%');
    expect(svg).toContain('data-kind="dumbbell"');
  });
});
