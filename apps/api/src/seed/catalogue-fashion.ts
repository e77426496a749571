import type { CategorySeed } from './catalogue-types';

export const fashionMen: CategorySeed = {
  name: 'Fashion — Men',
  slug: 'fashion-men',
  lines: [
    {
      name: "{brand} Men's {fit} Fit {fabric} {style} Shirt ({colour})",
      kind: 'shirt',
      brands: {
        'Allen Solly': [],
        'Peter England': [],
        'Van Heusen': [],
        'Louis Philippe': [],
        Raymond: [],
        Arrow: [],
        'U.S. Polo Assn.': [],
        Highlander: [],
      },
      slots: {
        fit: ['Slim', 'Regular'],
        fabric: [
          ['Cotton', 1],
          ['Linen Blend', 1.25],
          ['Oxford Cotton', 1.1],
          ['Cotton Blend', 0.9],
        ],
        style: ['Formal', 'Casual', 'Checked', 'Striped', 'Solid'],
        colour: ['Sky Blue', 'White', 'Navy', 'Olive', 'Maroon', 'Light Pink', 'Charcoal'],
      },
      price: [799, 2499],
      short: ['{fit} fit {fabric|lower} shirt from {brand} in {colour|lower}.'],
      intro: [
        'This {fit|lower} fit {style|lower} shirt from {brand} is cut from breathable {fabric|lower} that stays comfortable through a long, humid day.',
        'A wardrobe staple from {brand}: a {colour|lower} {style|lower} shirt in soft {fabric|lower} that works for the office and weekend plans alike.',
      ],
      features: [
        'It has a classic spread collar, a full button placket and a curved hem that looks neat tucked in or worn out.',
        'The fabric is pre-washed, so it keeps its size and shape after washing.',
        'Pair it with chinos for work or dark jeans for an evening out.',
        'Sizes run true to the Indian size chart from S to XXL.',
      ],
    },
    {
      name: "{brand} Men's {style} Round Neck T-Shirt ({colour})",
      kind: 't-shirt',
      brands: {
        Jockey: [],
        Puma: [],
        Adidas: [],
        Bewakoof: [],
        'The Souled Store': [],
        Roadster: [],
      },
      slots: {
        style: ['Solid', 'Graphic Print', 'Striped', 'Colourblocked'],
        colour: ['Black', 'White', 'Bottle Green', 'Mustard', 'Navy Blue', 'Grey Melange', 'Red'],
      },
      price: [299, 1299],
      short: ['{style} cotton T-shirt from {brand} for everyday wear.'],
      intro: [
        'This {style|lower} round neck T-shirt from {brand} is knitted from soft, combed cotton for all-day comfort.',
      ],
      features: [
        'The ribbed neckline keeps its shape wash after wash.',
        'Its regular fit leaves room to move without looking baggy.',
        'Colours stay bright even after repeated machine washing.',
        'A good pick for college, travel and lazy Sundays.',
      ],
    },
    {
      name: "{brand} Men's {fabric} {style} Kurta ({colour})",
      kind: 'kurta',
      brands: {
        Fabindia: [],
        Manyavar: [],
        Vastramay: [],
        Sojanya: [],
        'Lucknow Chikan': [],
      },
      slots: {
        fabric: [
          ['Cotton', 1],
          ['Cotton Silk', 1.4],
          ['Khadi', 1.2],
          ['Linen', 1.35],
        ],
        style: ['Straight', 'Chikankari', 'Mandarin Collar', 'Block Printed'],
        colour: ['Ivory', 'Saffron', 'Sea Green', 'Maroon', 'Powder Blue', 'Beige'],
      },
      price: [899, 3499],
      short: ['{fabric} {style|lower} kurta from {brand}, ideal for festivals and family functions.'],
      intro: [
        'Celebrate in comfort with this {colour|lower} {style|lower} kurta from {brand}, made from {fabric|lower} that breathes through long pujas and wedding functions.',
      ],
      features: [
        'It falls just below the knee and pairs well with churidar, pyjama or jeans.',
        'The mandarin collar and side slits give it a clean, traditional look.',
        'Hand wash or dry clean to keep the fabric and work looking new.',
        'A fine choice for Diwali, Eid, Holi and weddings.',
      ],
    },
    {
      name: "{brand} Men's {fit} Fit {kind} ({colour})",
      kind: 'jeans',
      brands: {
        "Levi's": [],
        Wrangler: [],
        'Pepe Jeans': [],
        Spykar: [],
        'Flying Machine': [],
        Killer: [],
      },
      slots: {
        fit: ['Slim', 'Tapered', 'Straight', 'Skinny'],
        kind: [
          ['Stretchable Jeans', 1],
          ['Mid-Rise Jeans', 1],
          ['Cotton Chinos', 0.9],
        ],
        colour: ['Dark Indigo', 'Light Blue', 'Jet Black', 'Stone Grey', 'Khaki'],
      },
      price: [999, 3299],
      short: ['{fit} fit {kind|lower} from {brand} in {colour|lower}.'],
      intro: [
        'These {fit|lower} fit {kind|lower} from {brand} have a little stretch for comfort on long commutes and busy days.',
      ],
      features: [
        'Five pockets, a zip fly and a sturdy metal button complete the classic design.',
        'The fabric is pre-shrunk and colour-fast.',
        'They look equally good with sneakers, loafers or formal shoes.',
        'Wash inside out in cold water to keep the colour rich.',
      ],
    },
  ],
  closers: [
    'Easy 10-day returns and size exchange are available on this item.',
    'Machine washable; please check the size chart before ordering.',
  ],
  praise: [
    'Fabric quality is really good and the fit is perfect.',
    'Colour is exactly as shown in the pictures.',
    'Very comfortable, even in this heat.',
    'Got many compliments at the office.',
    'The stitching is neat and strong.',
  ],
  complaints: [
    'The size runs slightly small, order one size up.',
    'Colour faded a little after a few washes.',
    'The fabric is thinner than I expected.',
  ],
};

export const fashionWomen: CategorySeed = {
  name: 'Fashion — Women',
  slug: 'fashion-women',
  lines: [
    {
      name: "{brand} Women's {fabric} Saree with Blouse Piece ({colour})",
      kind: 'saree',
      brands: {
        Satrani: [],
        Mimosa: [],
        Nalli: [],
        Pothys: [],
        Kalamandir: [],
        'Lakshmi Silks': [],
      },
      slots: {
        fabric: [
          ['Banarasi Silk', 2.6],
          ['Kanjivaram Art Silk', 2.2],
          ['Chanderi Cotton', 1.4],
          ['Georgette', 1],
          ['Linen', 1.5],
          ['Organza', 1.3],
          ['Cotton Handloom', 1.2],
        ],
        colour: [
          'Magenta',
          'Mustard Yellow',
          'Emerald Green',
          'Royal Blue',
          'Maroon',
          'Peach',
          'Teal',
          'Off White',
        ],
      },
      price: [899, 2999],
      short: ['{colour} {fabric} saree from {brand} with an unstitched blouse piece.'],
      intro: [
        'Drape yourself in this {colour|lower} {fabric} saree from {brand}, with a rich woven border and a pallu that falls beautifully.',
        'This {fabric} saree from {brand} brings together traditional weaving and a light, easy drape for festivals and weddings.',
      ],
      features: [
        'The saree is 5.5 metres long and comes with a 0.8 metre unstitched blouse piece.',
        'Its zari border catches the light beautifully at evening functions.',
        'The fabric is soft against the skin and easy to pleat.',
        'Dry clean only to keep the weave and the zari at their best.',
        'Pair it with gold jewellery for weddings or oxidised silver for a day look.',
      ],
    },
    {
      name: "{brand} Women's {fabric} {style} Kurta{set} ({colour})",
      kind: 'kurta',
      brands: {
        Biba: [],
        W: [],
        Aurelia: [],
        Libas: [],
        Fabindia: [],
        'Global Desi': [],
        Anouk: [],
      },
      slots: {
        fabric: [
          ['Cotton', 1],
          ['Rayon', 0.9],
          ['Chanderi', 1.3],
          ['Cotton Blend', 0.95],
        ],
        style: ['Anarkali', 'Straight', 'A-Line', 'Chikankari', 'Block Print'],
        set: [
          ['', 1],
          [' with Palazzo', 1.5],
          [' with Pants and Dupatta', 1.9],
        ],
        colour: ['Indigo', 'Mustard', 'Pastel Pink', 'Teal Green', 'Wine', 'White', 'Rust'],
      },
      price: [599, 1999],
      short: ['{style} {fabric|lower} kurta from {brand} in {colour|lower}.'],
      intro: [
        'This {colour|lower} {style|lower} kurta from {brand} is made from breathable {fabric|lower}, easy to wear from office meetings to evening get-togethers.',
      ],
      features: [
        'Three-quarter sleeves and a round neck give it a graceful, modest look.',
        'The print is colour-fast and stays bright after many washes.',
        'It pairs well with leggings, palazzos or jeans.',
        'Gentle machine wash in cold water; dry in shade.',
      ],
    },
    {
      name: "{brand} Women's {style} {kind} ({colour})",
      kind: 'dress',
      kindByWord: [['Top', 't-shirt']],
      brands: {
        ONLY: [],
        'Vero Moda': [],
        AND: [],
        Sassafras: [],
        Harpa: [],
        'Tokyo Talkies': [],
        Berrylush: [],
      },
      slots: {
        style: ['Floral Print', 'Solid', 'Tiered', 'Smocked', 'Wrap'],
        kind: [
          ['Maxi Dress', 1.3],
          ['Midi Dress', 1.15],
          ['Top', 0.7],
          ['Shirt Dress', 1.1],
        ],
        colour: ['Black', 'Lilac', 'Sage Green', 'Coral', 'Cream', 'Cobalt Blue'],
      },
      price: [599, 2499],
      short: ['{style} {kind|lower} from {brand} in {colour|lower}.'],
      intro: [
        'This {style|lower} {kind|lower} from {brand} is light and flowy, made for brunches, holidays and easy weekends.',
      ],
      features: [
        'The fabric is soft, breathable and does not cling in the heat.',
        'A relaxed fit flatters every body type.',
        'Dress it up with heels or keep it casual with sneakers.',
        'Machine wash cold with similar colours.',
      ],
    },
    {
      name: "{brand} Women's {kind} ({colour})",
      kind: 'handbag',
      brands: {
        Caprese: [],
        Lavie: [],
        Baggit: [],
        Hidesign: [],
        'Accessorize London': [],
      },
      slots: {
        kind: [
          ['Tote Bag', 1.2],
          ['Sling Bag', 0.8],
          ['Satchel', 1.1],
          ['Shoulder Bag', 1],
          ['Clutch', 0.6],
        ],
        colour: ['Tan', 'Black', 'Burgundy', 'Beige', 'Olive'],
      },
      price: [999, 3999],
      short: ['A roomy {kind|lower} from {brand} in {colour|lower}.'],
      intro: [
        'This {colour|lower} {kind|lower} from {brand} has space for a tablet, a water bottle and all your daily essentials.',
      ],
      features: [
        'Sturdy zips and a lined interior with pockets keep things organised.',
        'The vegan leather is easy to wipe clean and resists scratches.',
        'A detachable strap lets you carry it by hand or across the body.',
        'Metal feet protect the base when you set it down.',
      ],
    },
  ],
  closers: [
    'Easy 10-day returns are available; colours may vary slightly because of screen settings.',
    'Packed in a reusable cloth pouch, ready to gift.',
  ],
  praise: [
    'The fabric is soft and the colour is gorgeous.',
    'Fits perfectly and looks very elegant.',
    'Wore it for a family wedding and got so many compliments.',
    'Exactly like the pictures, beautiful work.',
    'Very comfortable to wear all day.',
  ],
  complaints: [
    'The colour is a little darker than in the photos.',
    'Some threads were loose near the border.',
    'Fitting is loose around the shoulders.',
  ],
};

export const footwear: CategorySeed = {
  name: 'Footwear',
  slug: 'footwear',
  lines: [
    {
      name: "{brand} Men's {model} ({colour})",
      kind: 'running-shoe',
      kindByWord: [
        ['Formal', 'formal-shoe'],
        ['Loafers', 'formal-shoe'],
        ['Boots', 'formal-shoe'],
        ['Casual Shoes', 'formal-shoe'],
        ['Sandals', 'sandal'],
        ['Flip Flops', 'sandal'],
        ['Slides', 'sandal'],
        ['Chappals', 'sandal'],
      ],
      brands: {
        Campus: [
          ['North Plus Running Shoes', 1199],
          ['Oxyfit Walking Shoes', 999],
        ],
        Bata: [
          ['Leather Formal Derby Shoes', 1799],
          ['Comfit Casual Sandals', 999],
        ],
        'Red Tape': [
          ['Casual Sneakers', 1799],
          ['Leather Loafers', 2299],
        ],
        Sparx: [
          ['SM-482 Running Shoes', 999],
          ['Flip Flops', 349],
        ],
        Puma: [
          ['Softride Pro Running Shoes', 3999],
          ['Smash v2 Sneakers', 2999],
        ],
        Adidas: [
          ['Ultrabounce Running Shoes', 5999],
          ['Adilette Slides', 1999],
        ],
        Woodland: [
          ['Leather Outdoor Boots', 4495],
          ['Leather Casual Shoes', 3495],
        ],
        Asian: [['Wonder-13 Sports Running Shoes', 699]],
        Nike: [['Revolution 7 Running Shoes', 3695]],
        Metro: [['Leather Kolhapuri Chappals', 1290]],
      },
      slots: { colour: ['Black', 'White', 'Navy Blue', 'Grey', 'Tan', 'Olive'] },
      short: ["{brand} men's {product} in {colour|lower}, UK sizes 6 to 11."],
      intro: [
        'The {brand} {product} combine a cushioned footbed with a grippy sole, so you stay comfortable from the morning commute to the evening walk.',
      ],
      features: [
        'The upper is breathable and keeps feet cool in Indian summers.',
        'A flexible, anti-skid sole grips well on wet roads during the monsoon.',
        'A padded collar and a lightweight build reduce fatigue on long days.',
        'Available in UK sizes 6 to 11; choose your usual size.',
      ],
    },
    {
      name: "{brand} Women's {model} ({colour})",
      kind: 'sandal',
      kindByWord: [
        ['Running Shoes', 'running-shoe'],
        ['Walking Shoes', 'running-shoe'],
      ],
      brands: {
        Bata: [['Block Heel Sandals', 1299]],
        Metro: [['Embellished Juttis', 999]],
        Mochi: [
          ['Kolhapuri Flats', 899],
          ['Block Heel Pumps', 1990],
        ],
        'Inc.5': [['Stiletto Heels', 1995]],
        Catwalk: [['Ethnic Mojaris', 1290]],
        Crocs: [['Classic Clogs', 3495]],
        Skechers: [['Go Walk Joy Walking Shoes', 3999]],
        Campus: [['Camp Dart Running Shoes', 1099]],
      },
      slots: { colour: ['Gold', 'Black', 'Tan', 'Rose Gold', 'White', 'Maroon'] },
      short: ["{brand} women's {product} in {colour|lower}, UK sizes 3 to 8."],
      intro: [
        'The {brand} {product} add a graceful finish to sarees, kurtas and western outfits while staying comfortable for hours.',
      ],
      features: [
        'A soft, cushioned insole keeps your feet comfortable through long functions.',
        'The outsole grips well on marble and tiled floors.',
        'They are light enough to carry in a handbag as a spare pair.',
        'Available in UK sizes 3 to 8; choose your usual size.',
      ],
    },
  ],
  closers: [
    'Free size exchange within 10 days if the fit is not right.',
    'Wipe with a dry cloth to clean; avoid machine washing.',
  ],
  praise: [
    'Very comfortable right out of the box.',
    'True to size and the grip is excellent.',
    'Looks stylish and feels light on the feet.',
    'I walk 8 km a day in these without any pain.',
  ],
  complaints: [
    'The size runs a little tight.',
    'The sole started wearing out within two months.',
    'Took a week to break in.',
  ],
};

export const jewellery: CategorySeed = {
  name: 'Jewellery',
  slug: 'jewellery',
  lines: [
    {
      name: '{brand} {model}',
      kind: 'earrings',
      kindByWord: [
        ['Earrings', 'earrings'],
        ['Pendant', 'necklace'],
        ['Anklet', 'bangle'],
        ['Ring', 'ring'],
      ],
      brands: {
        Giva: [
          ['925 Sterling Silver Rose Gold Pendant with Chain', 2499],
          ['925 Sterling Silver Anklet Pair', 2199],
          ['Zircon Stud Earrings in 925 Silver', 1299],
        ],
        CaratLane: [
          ['14KT Gold Diamond Stud Earrings', 18999],
          ['18KT Gold Heart Pendant', 15999],
        ],
        Tanishq: [
          ['22KT Gold Jhumka Earrings', 48999],
          ['Mia 14KT Gold Ring', 12999],
        ],
        Silvermerc: [['Sterling Silver Toe Ring Pair', 599]],
      },
      short: ['{brand} {product}, hallmarked and certified.'],
      intro: [
        'The {brand} {product} is crafted for everyday elegance and special occasions alike, with a finish that keeps its shine.',
      ],
      features: [
        'Every piece is hallmarked and comes with a certificate of authenticity.',
        'It is nickel-free and gentle on sensitive skin.',
        'Store it in the pouch provided and avoid perfume and water to keep it bright.',
        'A thoughtful gift for birthdays, anniversaries and Akshaya Tritiya.',
      ],
    },
    {
      name: '{brand} {model} ({stone})',
      kind: 'necklace',
      kindByWord: [
        ['Earrings', 'earrings'],
        ['Bangle', 'bangle'],
        ['Bracelet', 'bangle'],
      ],
      brands: {
        Sukkhi: [
          ['Gold Plated Kundan Choker Necklace Set', 899],
          ['Oxidised Silver Jhumka Earrings', 349],
        ],
        'Zaveri Pearls': [
          ['Gold Tone Temple Necklace Set', 1199],
          ['Pearl Drop Earrings', 499],
        ],
        Voylla: [['Set of 4 Oxidised Silver Bangles', 699]],
        Priyaasi: [['Gold Plated Maang Tikka', 549]],
        'Yellow Chimes': [['Crystal Bracelet for Women', 399]],
        'Jaipur Mart': [['Meenakari Kundan Bangle Pair', 799]],
      },
      slots: { stone: ['Ruby Red', 'Emerald Green', 'Pearl White', 'Sapphire Blue', 'Multicolour'] },
      short: ['{brand} {product} with {stone|lower} stones, perfect for festive wear.'],
      intro: [
        'Complete your festive look with the {brand} {product}, set with {stone|lower} stones in traditional Indian craftsmanship.',
      ],
      features: [
        'The plating is anti-tarnish and keeps its colour with proper care.',
        'It is lightweight enough to wear through a long wedding day.',
        'Comes in a padded box that keeps it safe in storage.',
        'Pairs beautifully with sarees, lehengas and anarkalis.',
      ],
    },
  ],
  closers: [
    'Shipped in a secure gift box with an invoice; free returns within seven days.',
    'Avoid contact with water, perfume and sweat to keep the finish bright.',
  ],
  praise: [
    'Looks far more expensive than it is.',
    'Beautiful finish and the stones sparkle.',
    'Lightweight and comfortable to wear all day.',
    'Gifted it to my sister and she loved it.',
  ],
  complaints: [
    'The plating looks a little dull after a few wears.',
    'Smaller than I expected from the photos.',
    'The clasp is a bit loose.',
  ],
};
