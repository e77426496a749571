import type { CategorySeed } from './catalogue-types';

export const homeKitchen: CategorySeed = {
  name: 'Home & Kitchen',
  slug: 'home-and-kitchen',
  lines: [
    {
      name: '{brand} {model}',
      kind: 'pan',
      kindByWord: [
        ['Pressure Cooker', 'pressure-cooker'],
        ['Idli', 'pressure-cooker'],
      ],
      brands: {
        Prestige: [
          ['Svachh Aluminium Pressure Cooker, 5 Litre', 2199],
          ['Omega Deluxe Granite Non-Stick Kadai, 24 cm', 1599],
          ['Popular Plus Induction Base Pressure Cooker, 3 Litre', 1499],
        ],
        Hawkins: [
          ['Contura Hard Anodised Pressure Cooker, 3 Litre', 2450],
          ['Futura Non-Stick Tawa, 26 cm', 1380],
          ['Classic Aluminium Pressure Cooker, 5 Litre', 1990],
        ],
        Pigeon: [['Special Non-Stick Cookware Set, 3 Pieces', 1199]],
        Meyer: [['Trivantage Stainless Steel Kadai, 26 cm', 3999]],
        Wonderchef: [['Granite Non-Stick Fry Pan, 24 cm', 1299]],
        Vinod: [['Stainless Steel Idli Maker, 4 Plates', 1199]],
      },
      short: ['{brand} {product} for everyday Indian cooking, works on gas and induction.'],
      intro: [
        'The {brand} {product} is built for everyday Indian cooking, from morning poha to the evening dal and sabzi.',
        'Cook faster and cleaner with the {brand} {product}, a kitchen essential trusted by Indian families for years.',
      ],
      features: [
        'The thick base spreads heat evenly, so food cooks through without burning.',
        'It works on gas stoves and induction cooktops.',
        'Cool-touch handles stay safe to hold while cooking.',
        'It is easy to clean with a soft sponge and mild dishwash liquid.',
        'Tested to BIS safety standards.',
      ],
    },
    {
      name: '{brand} {model}',
      kind: 'appliance',
      kindByWord: [
        ['Mixer', 'mixer-grinder'],
        ['Nutri-Blend', 'mixer-grinder'],
        ['Iron', 'iron'],
        ['Fan', 'fan'],
        ['Kettle', 'kettle'],
      ],
      brands: {
        Bajaj: [
          ['Rex 500 W Mixer Grinder with 3 Jars', 2499],
          ['Majesty DX-6 1000 W Dry Iron', 699],
          ['Splendora 3 Litre Instant Water Heater', 3299],
          ['Esteem 1200 mm Ceiling Fan', 1899],
        ],
        Philips: [
          ['HL7756 750 W Mixer Grinder with 3 Jars', 3999],
          ['HD9252 Air Fryer, 4.1 Litre', 7999],
          ['GC1905 Steam Iron', 1599],
        ],
        Havells: [
          ['Instanio 3 Litre Instant Geyser', 3999],
          ['Stealth Air 1200 mm Ceiling Fan', 4999],
        ],
        'Morphy Richards': [['24 Litre Oven Toaster Grill', 6999]],
        Kent: [['Supreme RO + UV Water Purifier, 8 Litre', 15999]],
        Usha: [['Maxx Air 400 mm Table Fan', 2199]],
        Butterfly: [['Jet Elite 750 W Mixer Grinder with 4 Jars', 3499]],
        Crompton: [['Highspeed Neo 1200 mm Ceiling Fan', 2099]],
        Prestige: [['Iris 750 W Mixer Grinder with 4 Jars', 3299]],
        Pigeon: [['Favourite Electric Kettle, 1.5 Litre', 699]],
        Wonderchef: [['Nutri-Blend Mixer Grinder, 400 W', 2999]],
      },
      short: ['{brand} {product} with a two-year brand warranty.'],
      intro: [
        'The {brand} {product} is a dependable home appliance designed for Indian voltage and everyday use.',
      ],
      features: [
        'It is energy efficient and keeps electricity bills in check.',
        'Overload protection and a sturdy body make it safe for daily use.',
        'Service is available from the brand in more than 500 cities.',
        'Installation, where needed, is arranged by the brand after delivery.',
      ],
    },
    {
      name: '{brand} {model}',
      kind: 'lunch-box',
      kindByWord: [
        ['Flask', 'bottle'],
        ['Bottles', 'bottle'],
        ['Dinner Set', 'dinner-set'],
        ['Tumblers', 'dinner-set'],
        ['Bowls', 'dinner-set'],
      ],
      brands: {
        Milton: [
          ['Thermosteel Flip Lid Flask, 1 Litre', 899],
          ['Pro Lunch Tiffin Box, 3 Containers', 799],
        ],
        Cello: [
          ['Opalware Dinner Set, 27 Pieces', 2999],
          ['Checkers Plastic Storage Containers, Set of 6', 599],
        ],
        Borosil: [
          ['Vision Glass Tumblers, Set of 6', 499],
          ['Borosilicate Glass Mixing Bowls, Set of 3', 1099],
        ],
        Tupperware: [['Aquasafe Water Bottles, 1 Litre, Set of 4', 899]],
        Signoraware: [['Executive Steel Lunch Box, 3 Containers', 649]],
      },
      short: ['{brand} {product}, food-safe and easy to clean.'],
      intro: [
        'The {brand} {product} keeps your kitchen organised and your food fresh, at home or on the go.',
      ],
      features: [
        'Made from food-grade, BPA-free materials.',
        'Leak-proof lids make it safe to carry in an office bag.',
        'It is dishwasher safe and does not hold smells or stains.',
        'A practical housewarming or Diwali gift.',
      ],
    },
    {
      name: '{brand} {fabric} {item} ({colour}, {pattern})',
      kind: 'bedsheet',
      kindByWord: [['Curtains', 'curtains']],
      brands: {
        'Bombay Dyeing': [],
        Spaces: [],
        "D'Decor": [],
        'Portico New York': [],
        'Story@Home': [],
        'Jaipur Fabric': [],
      },
      slots: {
        fabric: [
          ['100% Cotton', 1.2],
          ['Microfibre', 0.8],
          ['Cotton Blend', 1],
        ],
        item: [
          ['Double Bedsheet with 2 Pillow Covers', 1.2],
          ['Single Bedsheet with 1 Pillow Cover', 0.7],
          ['Reversible Dohar', 1.3],
          ['Window Curtains, Set of 2', 1.1],
        ],
        colour: ['Indigo', 'Rust', 'Sage Green', 'Ivory', 'Coral', 'Lavender'],
        pattern: ['Floral', 'Geometric', 'Jaipuri Print', 'Striped'],
      },
      price: [599, 1999],
      short: ['{fabric} {pattern|lower} {item|lower} from {brand} in {colour|lower}.'],
      intro: [
        'Refresh your bedroom with this {colour|lower} {pattern|lower} {item|lower} from {brand}, woven from soft {fabric|lower} that feels cool in summer.',
      ],
      features: [
        'The colours are fast and do not bleed in the wash.',
        'It gets softer with every wash.',
        'The fabric resists pilling and wrinkles.',
        'Machine wash cold and dry in shade.',
      ],
    },
  ],
  closers: [
    'Covered by the brand warranty; keep the invoice for service claims.',
    'Packed with care to reach you without dents or scratches.',
  ],
  praise: [
    'Very sturdy and cooks evenly.',
    'Good quality, my mother loves it.',
    'Easy to clean and looks premium.',
    'Works perfectly, no complaints at all.',
    'Value for money, better than the local market.',
  ],
  complaints: [
    'The handle feels a little loose.',
    'Makes more noise than I expected.',
    'The colour is slightly different from the photo.',
  ],
};

export const furniture: CategorySeed = {
  name: 'Furniture',
  slug: 'furniture',
  lines: [
    {
      name: '{brand} {model} ({finish})',
      kind: 'table',
      kindByWord: [
        ['Bookshelf', 'cabinet'],
        ['Shoe Rack', 'cabinet'],
        ['TV Unit', 'cabinet'],
        ['Bedside', 'table'],
        ['Bed', 'bed'],
      ],
      brands: {
        'Urban Ladder': [
          ['Arabia Solid Wood Coffee Table', 11999],
          ['Apollo Sheesham Wood Bookshelf', 9999],
        ],
        Wakefit: [['Taurus Sheesham Wood Queen Bed', 22999]],
        Mudramark: [['Sheesham Wood Bedside Table', 5999]],
        DeckUp: [['Bei Engineered Wood Computer Table', 3999]],
        'Rajasthani Crafts': [
          ['Solid Mango Wood Shoe Rack', 6499],
          ['Hand-Carved Sheesham Wood TV Unit', 17999],
        ],
        'Home Centre': [['Montoya Four-Seater Dining Table Set', 24999]],
      },
      slots: { finish: ['Honey Finish', 'Walnut Finish', 'Teak Finish', 'Natural Finish'] },
      short: ['{brand} {product} in a {finish|lower}.'],
      intro: [
        'The {brand} {product} brings warm, natural wood into your home and is built to last for years.',
      ],
      features: [
        'Solid joinery and a smooth {finish|lower} resist daily wear.',
        'Delivered with easy assembly, or pre-assembled where size allows.',
        'Each piece is termite-treated and seasoned for Indian weather.',
        'Wipe with a dry cloth; avoid direct sunlight and water.',
      ],
    },
    {
      name: '{brand} {model} ({colour})',
      kind: 'chair',
      kindByWord: [
        ['Cabinet', 'cabinet'],
        ['Almirah', 'cabinet'],
        ['Mattress', 'bed'],
        ['Sofa', 'sofa'],
      ],
      brands: {
        Nilkamal: [
          ['Novella 10 Plastic Chairs, Set of 2', 1499],
          ['Freedom Mini Plastic Cabinet', 3499],
        ],
        'Green Soul': [
          ['Monster Ultimate Gaming Chair', 15999],
          ['Jupiter Superb Ergonomic Office Chair', 9999],
        ],
        Wakefit: [['Orthopaedic Memory Foam Mattress, Queen Size, 6 inch', 11999]],
        Sleepwell: [['Ortho Pro Spring Mattress, Double, 6 inch', 12999]],
        'Godrej Interio': [
          ['Slimline Two-Door Steel Almirah', 14999],
          ['Motion Mid-Back Office Chair', 8999],
        ],
        Furny: [['Dolphin Five-Seater L-Shape Sofa', 29999]],
      },
      slots: { colour: ['Grey', 'Black', 'Beige', 'Blue', 'Brown'] },
      short: ['{brand} {product} in {colour|lower}, with free delivery to your door.'],
      intro: [
        'The {brand} {product} is designed for comfort and everyday use in Indian homes and home offices.',
      ],
      features: [
        'It is sturdy and tested for years of daily use.',
        'Fabrics and surfaces are easy to clean.',
        'Most items need little or no assembly, and tools are included where needed.',
        'The brand offers a warranty against manufacturing defects.',
      ],
    },
  ],
  closers: [
    'Delivered to your doorstep; check the package at delivery and keep the invoice for warranty claims.',
    'Colours may vary slightly because of the natural wood grain and screen settings.',
  ],
  praise: [
    'Solid build quality, feels very premium.',
    'Assembly was easy and took less than an hour.',
    'Looks beautiful in my living room.',
    'Very comfortable for long work hours.',
  ],
  complaints: [
    'One screw was missing, but the seller sent it quickly.',
    'Slight scratch on one corner.',
    'The colour is darker than in the photos.',
  ],
};
