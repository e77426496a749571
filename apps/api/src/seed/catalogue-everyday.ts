import type { CategorySeed } from './catalogue-types';

const packs = {
  pack: [
    ['', 1],
    [' (Pack of 2)', 1.95],
    [' (Pack of 3)', 2.85],
  ],
} as const;

export const beauty: CategorySeed = {
  name: 'Beauty & Personal Care',
  slug: 'beauty-and-personal-care',
  lines: [
    {
      name: '{brand} {model}{pack}',
      kind: 'skincare',
      brands: {
        Himalaya: [
          ['Purifying Neem Face Wash, 150 ml', 199],
          ['Nourishing Skin Cream, 200 ml', 229],
          ['Lip Balm, 10 g', 95],
        ],
        Mamaearth: [
          ['Ubtan Face Wash, 100 ml', 259],
          ['Onion Hair Oil, 250 ml', 419],
          ['Vitamin C Daily Glow Sunscreen SPF 50, 50 g', 399],
        ],
        Biotique: [['Papaya Exfoliating Face Scrub, 75 g', 199]],
        Minimalist: [
          ['10% Niacinamide Face Serum, 30 ml', 599],
          ['SPF 50 Light Fluid Sunscreen, 50 ml', 399],
        ],
        'Forest Essentials': [['Soundarya Radiance Cream with 24K Gold, 50 g', 4975]],
        Nivea: [['Soft Light Moisturising Cream, 100 ml', 249]],
        Plum: [['Green Tea Pore Cleansing Face Wash, 100 ml', 345]],
        Lakmé: [['Absolute Perfect Radiance Day Crème, 50 g', 699]],
        Parachute: [['Advansed Aloe Vera Coconut Hair Oil, 250 ml', 160]],
        Dove: [['Intense Repair Shampoo, 650 ml', 549]],
        "L'Oréal Paris": [['Total Repair 5 Shampoo, 340 ml', 339]],
        Indulekha: [['Bringha Ayurvedic Hair Oil, 100 ml', 432]],
        'Bombay Shaving Company': [['Charcoal Shaving Foam, 264 g', 299]],
        Beardo: [['Beard Growth Oil, 50 ml', 349]],
      },
      slots: packs,
      short: ['{brand} {product}, dermatologically tested and suitable for daily use.'],
      intro: [
        'The {brand} {product} fits easily into your daily routine and is made for Indian skin, hair and weather.',
        'Give yourself a little daily care with the {brand} {product}, a favourite in homes across India.',
      ],
      features: [
        'It is dermatologically tested and free of parabens and mineral oil.',
        'A light, non-greasy texture absorbs quickly, even in humid weather.',
        'Use it every day, morning and night, for best results.',
        'It is cruelty-free and suits most skin and hair types.',
        'Natural ingredients like aloe, turmeric and neem are gentle on sensitive skin.',
      ],
    },
    {
      name: '{brand} {model} Lipstick, {shade}',
      kind: 'lipstick',
      brands: {
        Lakmé: [
          ['9 to 5 Primer + Matte', 550],
          ['Absolute Matte Revolution', 750],
        ],
        'Maybelline New York': [
          ['SuperStay Matte Ink Liquid', 699],
          ['Color Sensational Creamy Matte', 399],
        ],
        Nykaa: [
          ['So Matte', 299],
          ['Matte to Last Liquid', 399],
        ],
        SUGAR: [['Matte As Hell Crayon', 799]],
        MyGlamm: [['LIT Liquid Matte', 395]],
      },
      slots: {
        shade: [
          'Red Rush',
          'Nude Beige',
          'Berry Wine',
          'Coral Crush',
          'Mauve Magic',
          'Brick Brown',
          'Pink Petal',
        ],
      },
      short: ['{brand} {product} lipstick in the shade {shade}.'],
      intro: [
        'The {brand} {product} lipstick in {shade} glides on smoothly and gives rich colour in a single swipe.',
      ],
      features: [
        'The long-wear formula stays put through meals and chai breaks.',
        'It is enriched with vitamin E so lips do not feel dry.',
        'The shade flatters Indian skin tones from fair to dusky.',
        'A compact case fits easily in a clutch or pocket.',
      ],
    },
    {
      name: '{brand} {model}',
      kind: 'trimmer',
      kindByWord: [
        ['Hair Dryer', 'hair-dryer'],
        ['Straightener', 'hair-dryer'],
      ],
      brands: {
        Philips: [
          ['BT3241 Beard Trimmer, 90 Minutes Runtime', 1499],
          ['BHS397 Kerashine Hair Straightener', 1799],
          ['BHD308 Hair Dryer, 1600 W', 1399],
        ],
        Havells: [
          ['HD3201 Hair Dryer, 1200 W', 1195],
          ['BT5171C Beard Trimmer', 1295],
        ],
        Braun: [['Silk-épil 5 Epilator', 5499]],
        Syska: [['HT3052K Beard Trimmer', 899]],
      },
      short: ['{brand} {product} with a two-year warranty.'],
      intro: ['The {brand} {product} gives salon-like results at home in a few minutes a day.'],
      features: [
        'Ceramic and stainless steel parts are gentle on skin and hair.',
        'It is light and well balanced, so it is easy to control.',
        'The brand offers a two-year warranty and service across India.',
        'A travel pouch is included.',
      ],
    },
    {
      name: '{brand} {model}, {ml} ml',
      kind: 'perfume',
      brands: {
        Fogg: [['Scent Xpressio Eau de Parfum for Men', 499]],
        'Wild Stone': [
          ['Edge Eau de Parfum for Men', 449],
          ['Ultra Sensual Eau de Parfum for Men', 599],
        ],
        Engage: [['On Floral Eau de Parfum for Women', 299]],
        'Bella Vita Organic': [
          ['CEO Man Eau de Parfum', 549],
          ['Date Woman Eau de Parfum', 549],
        ],
        'Titan Skinn': [
          ['Raw Eau de Parfum for Men', 1495],
          ['Celeste Eau de Parfum for Women', 1595],
        ],
      },
      slots: {
        ml: [
          ['50', 0.7],
          ['100', 1],
        ],
      },
      short: ['{brand} {product}, a long-lasting fragrance in a {ml} ml bottle.'],
      intro: [
        'The {brand} {product} opens fresh and settles into a warm, long-lasting trail for office days and evenings out.',
      ],
      features: [
        'It lasts up to eight hours on skin.',
        'A fine-mist spray spreads the fragrance evenly.',
        'The bottle is elegant enough to give as a gift.',
        'Spray on pulse points for the best effect.',
      ],
    },
  ],
  closers: [
    'Check the expiry date on the pack; products are shipped with at least twelve months of shelf life.',
    'For external use only; do a patch test before first use.',
  ],
  praise: [
    'Suits my skin well, no breakouts at all.',
    'Lovely fragrance and lasts long.',
    'My skin feels soft and fresh after using it.',
    'Genuine product with a long expiry date.',
    'Works exactly as promised.',
  ],
  complaints: [
    'The fragrance is too strong for me.',
    'Did not see much difference after a month.',
    'The pump stopped working halfway through.',
  ],
};

export const grocery: CategorySeed = {
  name: 'Grocery & Gourmet',
  slug: 'grocery-and-gourmet',
  lines: [
    {
      name: '{brand} {model}{pack}',
      kind: 'snacks',
      kindByWord: [['Mango Drink', 'bottle']],
      brands: {
        "Haldiram's": [
          ['Aloo Bhujia, 1 kg', 245],
          ['Soan Papdi, 500 g', 160],
          ['Navratan Mix, 400 g', 110],
          ['Kaju Katli, 500 g', 475],
          ['Rasgulla Tin, 1 kg', 225],
        ],
        Bikanervala: [
          ['Bikaneri Bhujia, 400 g', 100],
          ['Moong Dal Namkeen, 400 g', 110],
        ],
        Bikaji: [['Bikaneri Bhujia, 1 kg', 230]],
        Balaji: [['Ratlami Sev, 425 g', 95]],
        Cadbury: [['Dairy Milk Silk, 150 g', 175]],
        Amul: [['Dark Chocolate 55% Cocoa, 150 g', 200]],
        'Paper Boat': [['Aamras Mango Drink, 250 ml, Pack of 6', 180]],
      },
      slots: packs,
      short: ['{brand} {product}, freshly packed and sealed.'],
      intro: [
        'Bring home the taste of {brand} with {product}, a favourite at tea time, festivals and family get-togethers.',
      ],
      features: [
        'Made with carefully chosen ingredients and no artificial colours.',
        'The pack is sealed to keep it fresh and crunchy.',
        'Store in a cool, dry place and close the pack tightly after opening.',
        'A perfect addition to Diwali gift hampers.',
      ],
    },
    {
      name: '{brand} {model}{pack}',
      kind: 'jar',
      kindByWord: [
        ['Rice', 'rice-bag'],
        ['Atta', 'rice-bag'],
        ['Dal', 'rice-bag'],
        ['Salt', 'rice-bag'],
        ['Jaggery', 'rice-bag'],
        ['Oil', 'oil-bottle'],
      ],
      brands: {
        'Tata Sampann': [
          ['Unpolished Toor Dal, 1 kg', 189],
          ['Chana Dal, 1 kg', 129],
          ['Turmeric Powder, 200 g', 78],
        ],
        Tata: [
          ['Tea Premium, 1 kg', 540],
          ['Salt, 1 kg', 28],
        ],
        Aashirvaad: [
          ['Shudh Chakki Atta, 10 kg', 489],
          ['Select Sharbati Atta, 5 kg', 329],
        ],
        Fortune: [
          ['Sunlite Refined Sunflower Oil, 1 Litre', 165],
          ['Kachi Ghani Mustard Oil, 1 Litre', 189],
        ],
        'India Gate': [
          ['Classic Basmati Rice, 5 kg', 899],
          ['Feast Rozzana Basmati Rice, 5 kg', 449],
        ],
        Daawat: [['Rozana Super Basmati Rice, 5 kg', 469]],
        MDH: [
          ['Kitchen King Masala, 100 g', 82],
          ['Chana Masala, 100 g', 78],
          ['Deggi Mirch, 100 g', 90],
        ],
        Everest: [
          ['Garam Masala, 100 g', 88],
          ['Kashmirilal Chilli Powder, 100 g', 79],
          ['Pav Bhaji Masala, 100 g', 75],
        ],
        Amul: [
          ['Pure Ghee, 1 Litre', 650],
          ['Salted Butter, 500 g', 285],
        ],
        Patanjali: [['Cow Ghee, 1 Litre', 625]],
        Dabur: [
          ['Pure Honey, 500 g', 215],
          ['Chyawanprash, 1 kg', 365],
        ],
        Nescafé: [['Classic Instant Coffee, 100 g', 330]],
        Bru: [['Instant Coffee, 200 g', 350]],
        'Brooke Bond': [['Red Label Tea, 1 kg', 560]],
        'Organic Tattva': [['Organic Jaggery Powder, 1 kg', 189]],
        '24 Mantra Organic': [['Sonamasoori Rice, 5 kg', 499]],
        'Kerala Naturals': [
          ['Cold-Pressed Coconut Oil, 1 Litre', 399],
          ['Malabar Black Pepper, 200 g', 229],
          ['Green Cardamom, 100 g', 349],
        ],
      },
      slots: packs,
      short: ['{brand} {product} for the everyday Indian kitchen.'],
      intro: [
        '{brand} {product} is a kitchen staple chosen by Indian families for its consistent quality and taste.',
        'Stock your pantry with {brand} {product}, carefully sourced, cleaned and packed for your everyday kitchen.',
      ],
      features: [
        'It is processed in hygienic, FSSAI-licensed facilities.',
        'The resealable pack keeps moisture and pests out.',
        'It brings authentic flavour to dal, sabzi, chai and more.',
        'Store in a cool, dry place away from sunlight.',
      ],
    },
    {
      name: '{brand} {model}{pack}',
      kind: 'jar',
      brands: {
        Happilo: [
          ['Premium California Almonds, 500 g', 499],
          ['Whole Cashews W320, 500 g', 575],
          ['Omani Dates, 500 g', 299],
        ],
        Nutraj: [
          ['Afghani Raisins, 500 g', 249],
          ['Mixed Dry Fruits, 1 kg', 899],
        ],
        Tulsi: [
          ['Premium Walnut Kernels, 250 g', 399],
          ['Pistachios Roasted and Salted, 200 g', 329],
        ],
      },
      slots: packs,
      short: ['{brand} {product}, sorted by hand and packed fresh.'],
      intro: [
        '{brand} {product} is sorted by hand, graded for size and packed fresh for snacking, cooking and festive sweets.',
      ],
      features: [
        'Rich in protein, fibre and healthy fats.',
        'No added preservatives or artificial flavours.',
        'A zip-lock pouch keeps it fresh after opening.',
        'A wholesome gift for festivals and family visits.',
      ],
    },
  ],
  closers: [
    'Shipped with a best-before date at least three months away.',
    'Food products cannot be returned once opened; damaged packs are replaced free of charge.',
  ],
  praise: [
    'Fresh stock with a long expiry date.',
    'Tastes just like the one from our local sweet shop.',
    'Good quality and well packed.',
    'Better price than the supermarket.',
    'Aroma is excellent, very fresh.',
  ],
  complaints: [
    'The pack was slightly torn on arrival.',
    'Expiry date was closer than I would like.',
    'Taste is not as good as before.',
  ],
};

export const books: CategorySeed = {
  name: 'Books',
  slug: 'books',
  lines: [
    {
      name: '{model} ({format})',
      kind: 'book',
      brands: {
        'Penguin India': [
          ['The God of Small Things', 399, { author: 'Arundhati Roy', genre: 'novel' }],
          ['Train to Pakistan', 299, { author: 'Khushwant Singh', genre: 'novel' }],
          ['The Discovery of India', 499, { author: 'Jawaharlal Nehru', genre: 'history' }],
          ['Ikigai', 399, { author: 'Héctor García and Francesc Miralles', genre: 'self-help book' }],
          ['The Palace of Illusions', 399, { author: 'Chitra Banerjee Divakaruni', genre: 'novel' }],
        ],
        'HarperCollins India': [
          ['The White Tiger', 399, { author: 'Aravind Adiga', genre: 'novel' }],
          ['Rich Dad Poor Dad', 399, { author: 'Robert T. Kiyosaki', genre: 'personal finance book' }],
          ['The Alchemist', 350, { author: 'Paulo Coelho', genre: 'novel' }],
        ],
        'Rupa Publications': [
          ['Five Point Someone', 195, { author: 'Chetan Bhagat', genre: 'novel' }],
          ['2 States', 250, { author: 'Chetan Bhagat', genre: 'novel' }],
          ['Gitanjali', 150, { author: 'Rabindranath Tagore', genre: 'poetry collection' }],
        ],
        Westland: [
          ['The Immortals of Meluha', 399, { author: 'Amish', genre: 'mythological novel' }],
          ['Sita: Warrior of Mithila', 399, { author: 'Amish', genre: 'mythological novel' }],
        ],
        'Universities Press': [
          ['Wings of Fire', 450, { author: 'A.P.J. Abdul Kalam', genre: 'autobiography' }],
        ],
        'Jaico Publishing': [
          ['The Psychology of Money', 399, { author: 'Morgan Housel', genre: 'personal finance book' }],
          ['Autobiography of a Yogi', 250, { author: 'Paramahansa Yogananda', genre: 'autobiography' }],
        ],
        'Random House': [['Atomic Habits', 599, { author: 'James Clear', genre: 'self-help book' }]],
        Picador: [['India After Gandhi', 899, { author: 'Ramachandra Guha', genre: 'history' }]],
        'Indian Thought Publications': [
          ['Malgudi Days', 250, { author: 'R.K. Narayan', genre: 'short story collection' }],
        ],
        'McGraw Hill': [['Indian Polity', 850, { author: 'M. Laxmikanth', genre: 'exam guide' }]],
        'S. Chand': [
          [
            'Quantitative Aptitude for Competitive Examinations',
            795,
            { author: 'R.S. Aggarwal', genre: 'exam guide' },
          ],
        ],
        Arihant: [['Objective General English', 499, { author: 'S.P. Bakshi', genre: 'exam guide' }]],
        'Wonder House Books': [
          [
            'Panchatantra Stories for Children',
            199,
            { author: 'Wonder House Books', genre: "children's book" },
          ],
        ],
        'Amar Chitra Katha': [['Tales of Birbal', 250, { author: 'Anant Pai', genre: 'comic' }]],
      },
      slots: {
        format: [
          ['Paperback', 1],
          ['Hardcover', 1.7],
        ],
      },
      short: ['{product} by {author}, {format} edition.'],
      intro: [
        '{product} by {author} is a much-loved {genre} that readers across India return to again and again.',
        'This {format|lower} edition of {product} by {author} is printed on quality paper with a clear, comfortable typeface.',
      ],
      features: [
        'It is a good pick for book clubs, long train journeys and quiet evenings at home.',
        'The binding is sturdy enough for many readings and for sharing with the family.',
        'It makes a thoughtful gift for students, parents and friends.',
        'Published by {brand} in India.',
      ],
    },
  ],
  closers: [
    'New and unread, shipped in protective packaging so the corners reach you crisp.',
    'Printed in India; language: English.',
  ],
  praise: [
    'Brand new copy, well packed.',
    'Could not put it down, finished it in two days.',
    'Print and paper quality are very good.',
    'A must-read, bought extra copies as gifts.',
  ],
  complaints: [
    'The cover had a small crease on arrival.',
    'The print is a little small for my eyes.',
    'Paper quality is average.',
  ],
};

export const sports: CategorySeed = {
  name: 'Sports & Fitness',
  slug: 'sports-and-fitness',
  lines: [
    {
      name: '{brand} {model}',
      kind: 'dumbbell',
      kindByWord: [
        ['Football', 'football'],
        ['Basketball', 'basketball'],
        ['Yoga Mat', 'yoga-mat'],
        ['Cricket Bat', 'cricket-bat'],
        ['Ball', 'cricket-ball'],
        ['Shuttlecock', 'racquet'],
        ['Racquet', 'racquet'],
        ['Treadmill', 'treadmill'],
        ['Exercise Bike', 'treadmill'],
      ],
      brands: {
        Nivia: [
          ['Storm Football, Size 5', 599],
          ['Shining Star Basketball, Size 7', 799],
          ['Anti-Skid Yoga Mat, 6 mm', 699],
        ],
        Cosco: [
          ['Light Cricket Tennis Balls, Pack of 6', 420],
          ['Dribble Basketball, Size 7', 599],
        ],
        SG: [
          ['RSD Spark Kashmir Willow Cricket Bat', 1299],
          ['Club Leather Cricket Ball', 499],
        ],
        SS: [
          ['Ton Player Edition English Willow Cricket Bat', 14999],
          ['Master 1000 Batting Gloves', 1499],
        ],
        Yonex: [
          ['Mavis 350 Nylon Shuttlecocks, Pack of 6', 1150],
          ['Astrox Lite 27i Badminton Racquet', 1990],
          ['Nanoray Light 18i Badminton Racquet', 2290],
        ],
        'Li-Ning': [['XP-2020 Badminton Racquet', 1499]],
        Boldfit: [
          ['Gym Gloves with Wrist Support', 349],
          ['Resistance Bands, Set of 5', 499],
          ['Speed Skipping Rope', 199],
        ],
        Kore: [
          ['PVC Dumbbells 10 kg Home Gym Set', 1299],
          ['Adjustable Dumbbells, 20 kg', 2499],
        ],
        Domyos: [['Cast Iron Kettlebell, 8 kg', 1999]],
        Cockatoo: [
          ['CTM-05 Motorised Treadmill', 25999],
          ['Magnetic Exercise Bike for Home', 9999],
        ],
        PowerMax: [['TDM-98 Motorised Treadmill', 28999]],
        Strauss: [['Double Ab Roller Wheel', 299]],
      },
      short: ['{brand} {product}, built for regular training.'],
      intro: [
        'Train harder and play longer with the {brand} {product}, built for regular use at home, in the park and on the ground.',
        'The {brand} {product} is a trusted choice for beginners and regular players alike.',
      ],
      features: [
        'Durable materials hold up to daily practice sessions.',
        'The grip is comfortable and does not slip, even with sweaty hands.',
        'It is lightweight and easy to carry in a kit bag.',
        'Suitable for all ages, from school players to weekend athletes.',
        'Wipe clean after use and store away from direct sunlight.',
      ],
    },
    {
      name: '{brand} {model} ({colour})',
      kind: 'yoga-mat',
      kindByWord: [
        ['Cap', 'cap'],
        ['Bottle', 'bottle'],
        ['T-Shirt', 't-shirt'],
      ],
      brands: {
        Boldfit: [['Anti-Slip Yoga Mat, 6 mm', 599]],
        Strauss: [['Yoga Mat with Carry Strap, 4 mm', 449]],
        Decathlon: [['Kiprun Running Cap', 399]],
        Milton: [['Steel Sipper Sports Bottle, 750 ml', 499]],
        Nivia: [['Dri-Fit Sports T-Shirt', 499]],
      },
      slots: { colour: ['Purple', 'Teal', 'Black', 'Pink', 'Blue'] },
      short: ['{brand} {product} in {colour}.'],
      intro: [
        'The {brand} {product} is a simple, useful addition to your daily workout, yoga or morning run.',
      ],
      features: [
        'It is light, easy to carry and quick to clean.',
        'Sweat-resistant materials stay fresh through hot, humid mornings.',
        'A great gift for anyone starting a fitness routine.',
      ],
    },
  ],
  closers: [
    'The brand warranty covers manufacturing defects; keep the invoice for claims.',
    'Ships in sturdy packaging; larger equipment comes with an assembly guide.',
  ],
  praise: [
    'Great quality for home workouts.',
    'My son uses it every day at practice, holding up well.',
    'Sturdy and well made.',
    'Perfect grip and good weight balance.',
  ],
  complaints: [
    'Started wearing out after a couple of months.',
    'A bit heavier than I expected.',
    'Assembly instructions were confusing.',
  ],
};

export const toysBaby: CategorySeed = {
  name: 'Toys & Baby',
  slug: 'toys-and-baby',
  lines: [
    {
      name: '{brand} {model}',
      kind: 'blocks',
      kindByWord: [
        ['Teddy', 'teddy'],
        ['Puppy', 'teddy'],
        ['Baby Gym', 'teddy'],
        ['Doll', 'teddy'],
        ['Board Game', 'board-game'],
        ['Word Game', 'board-game'],
        ['Card Game', 'board-game'],
        ['Scavenger', 'board-game'],
        ['Car', 'toy-car'],
        ['Track', 'toy-car'],
        ['Monster Jam', 'toy-car'],
      ],
      brands: {
        Funskool: [
          ['Monopoly Classic Board Game', 899],
          ['Scrabble Original Word Game', 999],
          ['Giggles Nesting Cups', 399],
        ],
        Hamleys: [['Soft Teddy Bear, 60 cm', 1499]],
        'Hot Wheels': [
          ['20-Car Gift Pack', 1999],
          ['Track Builder Stunt Set', 2499],
        ],
        Barbie: [
          ['Dreamtopia Princess Doll', 899],
          ['Dream Closet Playset', 2999],
        ],
        LEGO: [
          ['Classic Creative Bricks Box 11016', 2999],
          ['City Police Car 60312', 999],
          ['Technic Monster Jam 42149', 1299],
        ],
        Skillmatics: [
          ['Guess in 10: Animal Planet Card Game', 499],
          ['Found It Indoor Scavenger Hunt Game', 699],
        ],
        Webby: [['Soft Plush Teddy Bear, 3 Feet', 999]],
        'Centy Toys': [['Mahindra Thar Pull-Back Toy Car', 349]],
        'Channapatna Craft': [
          ['Wooden Spinning Tops, Set of 3', 399],
          ['Wooden Stacking Rings', 449],
          ['Wooden Pull-Along Elephant', 549],
        ],
        Smartivity: [
          ['Robotic Mechanical Arm STEM Kit', 1599],
          ['Marble Race Construction Set', 1299],
        ],
        Toykraft: [
          ['Fabric Painting Art Kit', 599],
          ['Clay Modelling Kit', 449],
        ],
        Nerf: [['Elite 2.0 Commander Blaster', 1099]],
        'Fisher-Price': [
          ['Kick and Play Piano Baby Gym', 2999],
          ['Laugh and Learn Smart Stages Puppy', 2499],
        ],
      },
      short: ['{brand} {product}, safe and fun for curious young minds.'],
      intro: [
        'The {brand} {product} keeps children happily busy while building creativity, focus and motor skills.',
      ],
      features: [
        'Made from child-safe, non-toxic materials with no sharp edges.',
        'It is a wonderful birthday or return gift.',
        'Play together as a family or let kids explore on their own.',
        'Check the age mark on the box before gifting.',
      ],
    },
    {
      name: '{brand} {model}',
      kind: 'skincare',
      kindByWord: [
        ['Pants', 'diapers'],
        ['Wipes', 'diapers'],
        ['Feeding Bottle', 'feeding-bottle'],
        ['Stroller', 'stroller'],
        ['Walker', 'stroller'],
        ['Carrier', 'stroller'],
        ['Cradle', 'stroller'],
        ['Cereal', 'jar'],
      ],
      brands: {
        Himalaya: [
          ['Gentle Baby Shampoo, 400 ml', 260],
          ['Baby Massage Oil, 200 ml', 175],
          ['Gentle Baby Wipes, 72 Count, Pack of 3', 399],
        ],
        Pampers: [['All-Round Protection Pants, Medium, 76 Count', 1299]],
        MamyPoko: [['Pants Extra Absorb, Large, 64 Count', 999]],
        "Johnson's Baby": [['Baby Powder, 400 g', 260]],
        'Mee Mee': [
          ['Easy Grip Feeding Bottle, 250 ml', 299],
          ['Baby Carrier with 3 Carry Positions', 1299],
        ],
        LuvLap: [
          ['Galaxy Baby Stroller', 4999],
          ['Comfy Baby Walker', 1999],
        ],
        Sebamed: [['Baby Cream Extra Soft, 200 ml', 699]],
        Chicco: [['Baby Moments Body Lotion, 200 ml', 299]],
        Huggies: [['Wonder Pants, Small, 86 Count', 1149]],
        Dabur: [['Lal Tail Baby Massage Oil, 200 ml', 199]],
        Nestlé: [['Cerelac Wheat Apple Cereal, 300 g', 285]],
        'R for Rabbit': [['Lullabies Baby Cradle', 5999]],
      },
      short: ['{brand} {product}, gentle and safe for your little one.'],
      intro: [
        'The {brand} {product} is made with the care a newborn needs and the convenience busy parents want.',
      ],
      features: [
        'It is made from baby-safe materials and tested for everyday use.',
        'A thoughtful design makes daily baby care quicker and easier.',
        'Trusted by parents across India for everyday baby care.',
        'Follow the usage guide on the pack and keep it out of direct sunlight.',
      ],
    },
  ],
  closers: [
    'Packed securely and shipped in the original brand box.',
    'Meets Indian toy and baby product safety standards.',
  ],
  praise: [
    'My kids love it and play with it every day.',
    'Good quality and completely safe for toddlers.',
    'Perfect birthday gift, the child was thrilled.',
    'Very gentle on my baby’s skin.',
  ],
  complaints: [
    'Smaller than it looked in the photos.',
    'One piece was missing from the box.',
    'The paint has a slight smell at first.',
  ],
};
