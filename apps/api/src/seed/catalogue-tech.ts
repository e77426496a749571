import type { CategorySeed } from './catalogue-types';

const ramStorage = {
  ram: [
    ['6', 1],
    ['8', 1.08],
    ['12', 1.18],
  ],
  storage: [
    ['128', 1],
    ['256', 1.12],
  ],
} as const;

export const mobiles: CategorySeed = {
  name: 'Mobiles',
  slug: 'mobiles',
  lines: [
    {
      name: '{brand} {model} ({colour}, {ram}GB RAM, {storage}GB Storage)',
      kind: 'smartphone',
      brands: {
        Samsung: [
          ['Galaxy M35 5G', 17999],
          ['Galaxy A55 5G', 39999],
          ['Galaxy S24 FE', 59999],
          ['Galaxy F15 5G', 12999],
          ['Galaxy A16 5G', 18999],
        ],
        Redmi: [
          ['Note 13 Pro 5G', 24999],
          ['13C 5G', 9999],
          ['Note 14 5G', 17999],
        ],
        OnePlus: [
          ['Nord CE4 5G', 24999],
          ['Nord 4', 29999],
          ['12R', 42999],
          ['Nord CE4 Lite 5G', 19999],
        ],
        realme: [
          ['Narzo 70 Pro 5G', 19999],
          ['12 Pro+ 5G', 29999],
          ['C65 5G', 11999],
          ['P1 5G', 15999],
        ],
        vivo: [
          ['T3 5G', 19999],
          ['Y28s 5G', 13999],
          ['V30 Pro', 41999],
        ],
        OPPO: [
          ['Reno12 5G', 32999],
          ['A3 Pro 5G', 17999],
          ['F27 Pro+ 5G', 27999],
        ],
        Motorola: [
          ['Edge 50 Fusion', 22999],
          ['moto g64 5G', 14999],
          ['moto g34 5G', 10999],
        ],
        iQOO: [
          ['Z9 5G', 19999],
          ['Neo 9 Pro', 36999],
        ],
        POCO: [
          ['X6 Pro 5G', 24999],
          ['M6 Pro 5G', 10999],
        ],
        Lava: [
          ['Agni 3 5G', 20999],
          ['Blaze Curve 5G', 17999],
        ],
        Nothing: [['Phone (2a)', 23999]],
      },
      slots: {
        colour: [
          'Midnight Black',
          'Ocean Blue',
          'Mint Green',
          'Lavender Purple',
          'Titanium Grey',
          'Pearl White',
        ],
        ...ramStorage,
        display: [
          '6.6-inch FHD+ AMOLED',
          '6.7-inch 120Hz AMOLED',
          '6.72-inch FHD+ 120Hz LCD',
          '6.5-inch HD+ 90Hz',
        ],
        battery: ['5000', '5500', '6000'],
        camera: ['50MP', '64MP', '108MP'],
      },
      short: [
        '{brand} {product} with {ram}GB RAM, {storage}GB storage and a {battery} mAh battery.',
        'A 5G smartphone from {brand} with a {display} display and a {camera} camera.',
      ],
      intro: [
        'The {brand} {product} pairs a {display} display with a {battery} mAh battery that comfortably lasts a full day of calls, videos and social media.',
        'Built for everyday speed, the {product} runs smoothly with {ram}GB of RAM and gives you {storage}GB of storage for photos, apps and offline music.',
      ],
      features: [
        'Its {camera} main camera takes sharp, detailed photos in daylight and has a night mode for evening shots.',
        'Fast charging over USB Type-C tops the battery up in well under an hour.',
        'It supports 5G on both SIM slots and works on all major Indian networks.',
        'Stereo speakers make videos and games sound full and clear.',
        'A fingerprint sensor and face unlock keep the phone secure and quick to open.',
        'The {colour|lower} finish resists fingerprints and feels comfortable in one hand.',
      ],
    },
    {
      name: '{brand} {model} ({storage} GB) - {colour}',
      kind: 'smartphone',
      brands: {
        Apple: [
          ['iPhone 15', 69900],
          ['iPhone 15 Plus', 79900],
          ['iPhone 14', 59900],
          ['iPhone 13', 49900],
        ],
      },
      slots: {
        storage: [
          ['128', 1],
          ['256', 1.14],
        ],
        colour: ['Black', 'Blue', 'Pink', 'Green', 'Yellow'],
      },
      short: ['{brand} {product} with {storage} GB of storage in {colour|lower}.'],
      intro: [
        'The {brand} {product} brings a bright Super Retina XDR display, an advanced dual-camera system and all-day battery life in a durable aluminium design.',
      ],
      features: [
        'Photos look natural in any light, and Cinematic mode adds depth to your videos automatically.',
        'Ceramic Shield glass and water resistance protect it from everyday drops and splashes.',
        'It gets years of iOS updates, so it stays fast and secure long after you buy it.',
        '{storage} GB of storage holds thousands of photos, your apps and plenty of 4K video.',
      ],
    },
    {
      name: '{brand} {model} Dual SIM Keypad Phone ({colour})',
      kind: 'keypad-phone',
      brands: {
        Nokia: [
          ['105', 1299],
          ['110 4G', 2499],
          ['150', 2999],
        ],
        Jio: [
          ['Bharat V2', 999],
          ['Phone Prima 4G', 2599],
        ],
        Lava: [
          ['A1', 999],
          ['Hero 600', 1199],
        ],
        itel: [['it5330', 1299]],
      },
      slots: { colour: ['Black', 'Blue', 'Red', 'Grey'] },
      short: ['A sturdy keypad phone from {brand} with a long-lasting battery and a built-in torch.'],
      intro: [
        'The {brand} {product} is a simple, reliable keypad phone with a battery that lasts for days on a single charge.',
      ],
      features: [
        'Large, well-spaced keys and a loud speaker make it easy to use for elders.',
        'It has a built-in FM radio that works without earphones, a torch and a call recorder.',
        'Dual SIM support lets you keep your personal and work numbers on one phone.',
        'The compact body slips easily into a shirt pocket.',
      ],
    },
    {
      name: '{brand} {model} {capacity}mAh Power Bank ({colour})',
      kind: 'power-bank',
      brands: {
        Mi: [['Power Bank 3i', 1499]],
        Ambrane: [
          ['Stylo Pro', 1199],
          ['PowerLit Ultra', 1799],
        ],
        Portronics: [['Luxcell B', 999]],
        URBN: [['Nano', 1299]],
      },
      slots: {
        capacity: [
          ['10000', 1],
          ['20000', 1.5],
        ],
        colour: ['Black', 'Blue', 'White'],
      },
      short: ['A {capacity}mAh power bank from {brand} with fast charging and two outputs.'],
      intro: [
        'The {brand} {product} keeps your phone charged through long commutes and power cuts with a {capacity}mAh lithium polymer cell.',
      ],
      features: [
        '22.5W fast charging refills most phones to half in about thirty minutes.',
        'Charge two devices at once from the USB-A and Type-C ports.',
        'Twelve layers of circuit protection guard against overheating and short circuits.',
        'LED lights show how much charge is left at a glance.',
      ],
    },
  ],
  closers: [
    'The box includes a charging cable and the user guide, and the product carries a one-year manufacturer warranty in India.',
    'Delivered sealed with a GST invoice and covered by the brand warranty for one year.',
  ],
  praise: [
    'Battery easily lasts a full day with heavy use.',
    'The display is bright and smooth, even outdoors.',
    'Camera quality is very good in daylight.',
    'Runs all my apps without any lag.',
    'Charges very fast, really handy in the morning.',
    'Call quality and network reception are excellent.',
  ],
  complaints: [
    'It heats up a little while gaming.',
    'The battery drains faster than I expected.',
    'Low-light photos are quite grainy.',
    'Too many pre-installed apps that I had to remove.',
  ],
};

export const laptops: CategorySeed = {
  name: 'Laptops',
  slug: 'laptops',
  lines: [
    {
      name: '{brand} {model} Laptop ({chip}, {ram}GB RAM, {ssd} SSD, {screen}, Windows 11, {colour})',
      kind: 'laptop',
      brands: {
        HP: [
          ['15s', 42990, { screen: '15.6-inch FHD' }],
          ['Victus 15', 62990, { screen: '15.6-inch FHD 144Hz' }],
          ['Pavilion 14', 58990, { screen: '14-inch FHD' }],
        ],
        Lenovo: [
          ['IdeaPad Slim 3', 45990, { screen: '15.6-inch FHD' }],
          ['IdeaPad Slim 5', 62990, { screen: '14-inch 2.2K' }],
          ['LOQ 15', 69990, { screen: '15.6-inch FHD 144Hz' }],
          ['ThinkPad E14', 64990, { screen: '14-inch WUXGA' }],
        ],
        Dell: [
          ['Inspiron 3520', 44990, { screen: '15.6-inch FHD' }],
          ['Vostro 3430', 41990, { screen: '14-inch FHD' }],
          ['Inspiron 14 Plus', 82990, { screen: '14-inch 2.2K' }],
        ],
        ASUS: [
          ['Vivobook 15', 39990, { screen: '15.6-inch FHD' }],
          ['TUF Gaming F15', 64990, { screen: '15.6-inch FHD 144Hz' }],
          ['Zenbook 14 OLED', 89990, { screen: '14-inch 2.8K OLED' }],
        ],
        Acer: [
          ['Aspire Lite', 32990, { screen: '15.6-inch FHD' }],
          ['Nitro V 15', 64990, { screen: '15.6-inch FHD 144Hz' }],
          ['Swift Go 14', 69990, { screen: '14-inch 2.2K' }],
        ],
        MSI: [
          ['Modern 14', 37990, { screen: '14-inch FHD' }],
          ['Thin GF63', 59990, { screen: '15.6-inch FHD 144Hz' }],
        ],
      },
      slots: {
        chip: [
          ['Intel Core i3 12th Gen', 0.85],
          ['Intel Core i5 12th Gen', 1],
          ['Intel Core i5 13th Gen', 1.06],
          ['AMD Ryzen 5 7530U', 0.97],
          ['AMD Ryzen 7 7730U', 1.12],
          ['Intel Core i7 13th Gen', 1.25],
        ],
        ram: [
          ['8', 1],
          ['16', 1.1],
        ],
        ssd: [
          ['512GB', 1],
          ['1TB', 1.08],
        ],
        colour: ['Natural Silver', 'Graphite Black', 'Arctic Grey', 'Platinum Silver'],
      },
      short: [
        '{brand} {product} with a {chip} processor, {ram}GB RAM and a {ssd} SSD.',
        'A {screen} Windows 11 laptop from {brand} for work, study and entertainment.',
      ],
      intro: [
        'The {brand} {product} is a dependable everyday laptop powered by a {chip} processor with {ram}GB of RAM for smooth multitasking.',
        'Whether it is online classes, spreadsheets or weekend movies, the {product} handles it on a crisp {screen} display.',
      ],
      features: [
        'The {ssd} SSD boots Windows in seconds and leaves plenty of room for your files.',
        'It comes with Windows 11 Home and Microsoft Office Home and Student pre-installed and activated.',
        'A full-size backlit keyboard makes typing comfortable late into the evening.',
        'Wi-Fi 6, a Type-C port, two USB-A ports and HDMI cover all your connections.',
        'The battery lasts up to eight hours of browsing and charges to half in about forty-five minutes.',
        'At under 1.8 kg it is easy to carry to college or the office every day.',
      ],
    },
    {
      name: '{brand} {model} ({chip} chip, {ram}GB RAM, {ssd} SSD) - {colour}',
      kind: 'laptop',
      brands: {
        Apple: [
          ['MacBook Air 13-inch', 99900],
          ['MacBook Air 15-inch', 124900],
        ],
      },
      slots: {
        chip: [
          ['M2', 1],
          ['M3', 1.08],
        ],
        ram: [
          ['8', 1],
          ['16', 1.13],
        ],
        ssd: [
          ['256GB', 1],
          ['512GB', 1.12],
        ],
        colour: ['Midnight', 'Starlight', 'Space Grey', 'Silver'],
      },
      short: ['Thin and silent {product} with the Apple {chip} chip and up to 18 hours of battery life.'],
      intro: [
        'The {brand} {product} with the {chip} chip is strikingly thin, completely silent and fast enough for photo editing, coding and everyday work.',
      ],
      features: [
        'Its Liquid Retina display shows rich colour and sharp text for long reading sessions.',
        'Battery life of up to 18 hours means you can leave the charger at home.',
        'A 1080p FaceTime HD camera and three-mic array keep video calls clear.',
        'MagSafe charging and two Thunderbolt ports keep the design clean and simple.',
      ],
    },
    {
      name: '{brand} {model} Tablet ({screen}, {ram}GB RAM, {storage}GB, Wi-Fi, {colour})',
      kind: 'tablet',
      brands: {
        Samsung: [
          ['Galaxy Tab A9+', 18999],
          ['Galaxy Tab S9 FE', 32999],
        ],
        Lenovo: [
          ['Tab M11', 15999],
          ['Tab P12', 24999],
        ],
        Xiaomi: [['Pad 6', 26999]],
        OnePlus: [['Pad Go', 19999]],
      },
      slots: {
        screen: ['11-inch', '10.9-inch', '12.7-inch'],
        ram: [
          ['4', 0.92],
          ['6', 1],
          ['8', 1.1],
        ],
        storage: [
          ['128', 1],
          ['256', 1.1],
        ],
        colour: ['Graphite', 'Silver', 'Mint', 'Lavender'],
      },
      short: ['A {screen} tablet from {brand} for streaming, reading and online classes.'],
      intro: [
        'The {brand} {product} gives you a big {screen} screen for movies, e-books and online classes in a slim metal body.',
      ],
      features: [
        'Quad speakers with Dolby Atmos fill the room with clear sound.',
        'The large battery lasts through a full day of lectures or a long train journey.',
        'Split-screen multitasking lets you take notes while watching a lecture.',
        'Kids mode and parental controls keep younger users safe.',
      ],
    },
    {
      name: '{brand} {model} ({colour})',
      kind: 'mouse',
      kindByWord: [['Laptop Stand', 'laptop']],
      brands: {
        Logitech: [
          ['MK270r Wireless Keyboard and Mouse Combo', 1795],
          ['M331 Silent Plus Wireless Mouse', 1295],
          ['Pebble M350 Wireless Mouse', 1395],
        ],
        HP: [
          ['150 Wired Mouse', 399],
          ['230 Wireless Keyboard and Mouse Combo', 1699],
        ],
        Zebronics: [['Transformer Gaming Keyboard and Mouse Combo', 999]],
        Dell: [['KM3322W Wireless Keyboard and Mouse Combo', 1899]],
        Portronics: [['My Buddy Plus Adjustable Laptop Stand', 899]],
      },
      slots: { colour: ['Black', 'Grey', 'Off White', 'Rose'] },
      short: ['{brand} {product} that works out of the box with Windows, macOS and ChromeOS.'],
      intro: [
        'The {brand} {product} is a simple, reliable accessory that makes long hours at the desk more comfortable.',
      ],
      features: [
        'It is plug-and-play: no drivers or software to install.',
        'The wireless receiver gives a stable connection up to ten metres away.',
        'Quiet clicks and keys will not disturb others at home or in the office.',
        'Batteries last up to a year with normal use.',
      ],
    },
  ],
  closers: [
    'The box includes the power adapter and documentation, and the brand warranty covers one year with service centres across India.',
    'Delivered with a GST invoice; warranty service is available at authorised centres in all major cities.',
  ],
  praise: [
    'Boots up in seconds and handles multitasking easily.',
    'The display is sharp and comfortable for long hours.',
    'Battery backup is good enough for a full college day.',
    'Keyboard feels great to type on.',
    'Perfect for work from home and online classes.',
  ],
  complaints: [
    'The speakers are not very loud.',
    'It gets warm on the bottom during long video calls.',
    'The webcam quality is only average.',
    'Came with a lot of trial software.',
  ],
};

export const electronics: CategorySeed = {
  name: 'Electronics',
  slug: 'electronics',
  lines: [
    {
      name: '{brand} {model} ({colour})',
      kind: 'earbuds',
      kindByWord: [['Headphones', 'headphones']],
      brands: {
        boAt: [
          ['Airdopes 141 True Wireless Earbuds', 1299],
          ['Rockerz 450 Bluetooth On-Ear Headphones', 1499],
          ['Airdopes 311 Pro True Wireless Earbuds', 1099],
          ['Rockerz 550 Bluetooth Over-Ear Headphones', 1999],
          ['Nirvana Ion True Wireless Earbuds', 2999],
        ],
        Noise: [
          ['Buds VS104 True Wireless Earbuds', 1099],
          ['Buds X Prime True Wireless Earbuds', 1299],
          ['Two Wireless Over-Ear Headphones', 1799],
        ],
        JBL: [
          ['Tune 770NC Wireless Over-Ear Headphones', 7999],
          ['Wave Beam True Wireless Earbuds', 3999],
          ['Tune 520BT Wireless On-Ear Headphones', 3999],
        ],
        Sony: [
          ['WH-CH520 Wireless On-Ear Headphones', 4490],
          ['WF-C700N Noise Cancelling Earbuds', 8990],
          ['WH-1000XM5 Noise Cancelling Headphones', 29990],
        ],
        OnePlus: [
          ['Nord Buds 2r True Wireless Earbuds', 1999],
          ['Bullets Wireless Z2 Neckband', 1799],
        ],
      },
      slots: { colour: ['Active Black', 'Cool Grey', 'Ocean Blue', 'Cherry Red', 'Sage Green'] },
      short: ['{brand} {product} with deep bass and quick Bluetooth pairing.'],
      intro: [
        'Enjoy punchy bass and clear vocals with the {brand} {product}, tuned for Bollywood hits, podcasts and long calls alike.',
        'The {brand} {product} is light enough to wear all day and pairs instantly with your phone over Bluetooth 5.3.',
      ],
      features: [
        'A full charge gives many hours of music, and ten minutes of charging adds a few hours more.',
        'Environmental noise cancellation on the microphones keeps your voice clear on calls.',
        'Low-latency mode keeps sound in sync while gaming or watching videos.',
        'Sweat and splash resistance make them a good companion for the gym and the monsoon.',
        'Touch controls let you change tracks, take calls and call up your voice assistant.',
      ],
    },
    {
      name: '{brand} {model} Smart Watch with {display} Display and Bluetooth Calling ({colour})',
      kind: 'smart-watch',
      brands: {
        Noise: [
          ['ColorFit Pro 5', 3999],
          ['ColorFit Icon 4', 1799],
        ],
        boAt: [
          ['Wave Call 2', 1499],
          ['Lunar Discovery', 2999],
        ],
        'Fire-Boltt': [
          ['Ninja Call Pro Plus', 1199],
          ['Phoenix Ultra', 1999],
        ],
        Amazfit: [
          ['Bip 5', 6999],
          ['Active', 10999],
        ],
      },
      slots: {
        display: ['1.83-inch', '1.96-inch AMOLED', '1.43-inch Round AMOLED'],
        colour: ['Jet Black', 'Rose Pink', 'Silver Grey', 'Deep Blue'],
      },
      short: ['Smart watch from {brand} with calling, heart-rate tracking and a week of battery life.'],
      intro: [
        'The {brand} {product} puts calls, notifications and fitness tracking on your wrist with a bright {display} display.',
      ],
      features: [
        'Take and make calls from the watch using its built-in microphone and speaker.',
        'It tracks heart rate, SpO2, sleep and stress around the clock.',
        'More than one hundred sports modes cover walking, cycling, yoga and cricket.',
        'The battery lasts up to seven days on a single charge.',
        'IP68 water resistance means sweat and rain are no problem.',
      ],
    },
    {
      name: '{brand} {model} Portable Bluetooth Speaker ({colour})',
      kind: 'speaker',
      brands: {
        boAt: [
          ['Stone 352', 1499],
          ['Stone 1200F', 3999],
        ],
        JBL: [
          ['Go 4', 3999],
          ['Flip 6', 9999],
          ['Charge 5', 14999],
        ],
        Sony: [['SRS-XB100', 4490]],
        Zebronics: [['Zeb-County 3', 699]],
        Mivi: [['Roam 2', 1299]],
      },
      slots: { colour: ['Black', 'Blue', 'Red', 'Teal', 'Camouflage'] },
      short: ['A rugged, waterproof Bluetooth speaker from {brand} with rich sound.'],
      intro: [
        'The {brand} {product} is a compact speaker with room-filling sound for house parties, picnics and terrace evenings.',
      ],
      features: [
        'It is water- and dust-resistant, so a spill or a sudden shower will not stop the music.',
        'Pair two speakers for stereo sound.',
        'The battery plays music for most of a day.',
        'A built-in strap makes it easy to hang from a backpack or a bicycle.',
      ],
    },
    {
      name: '{brand} {model}',
      kind: 'television',
      brands: {
        Xiaomi: [
          ['108 cm (43 inch) X Series 4K Ultra HD Smart Google TV', 26999],
          ['80 cm (32 inch) A Series HD Ready Smart Google TV', 12499],
        ],
        Samsung: [
          ['108 cm (43 inch) Crystal 4K Vivid Ultra HD Smart LED TV', 31990],
          ['80 cm (32 inch) HD Ready Smart LED TV', 13990],
        ],
        LG: [['139 cm (55 inch) UR75 4K Ultra HD Smart LED TV', 46990]],
        Sony: [['126 cm (50 inch) BRAVIA 2 4K Ultra HD Smart Google TV', 57990]],
        TCL: [['108 cm (43 inch) V6B 4K Ultra HD Smart Google TV', 23990]],
        Vu: [['139 cm (55 inch) Vibe Series 4K QLED Smart Google TV', 36999]],
      },
      short: ['{brand} smart TV with built-in apps, Chromecast and voice search.'],
      intro: [
        'The {brand} {product} brings your favourite OTT apps, live cricket and family movie nights to one bright, detailed screen.',
      ],
      features: [
        'Netflix, Prime Video, JioCinema, YouTube and Disney+ Hotstar are built in.',
        'The voice remote finds shows in English and Hindi.',
        'Dolby Audio speakers deliver clear dialogue without a sound bar.',
        'Three HDMI ports and two USB ports connect a set-top box, a console and a pen drive.',
        'Free installation is arranged by the brand after delivery.',
      ],
    },
  ],
  closers: [
    'The product is covered by a one-year brand warranty, and the box includes the charging cable and the user manual.',
    'Every unit is checked before dispatch and ships with a GST invoice.',
  ],
  praise: [
    'Sound quality is excellent for this price.',
    'Bass is deep without drowning the vocals.',
    'Pairing was instant and the connection never drops.',
    'Battery life is even better than advertised.',
    'Comfortable enough to wear for hours.',
  ],
  complaints: [
    'The microphone is not great on calls in traffic.',
    'Bluetooth disconnects once in a while.',
    'The build feels a bit plasticky.',
    'Battery life is shorter than advertised.',
  ],
};

export const watches: CategorySeed = {
  name: 'Watches',
  slug: 'watches',
  lines: [
    {
      name: '{brand} {model} ({dial})',
      kind: 'analog-watch',
      brands: {
        Titan: [
          ['Karishma Analog Watch for Men', 2995],
          ['Raga Analog Watch for Women', 7495],
          ['Neo Analog Watch for Men', 4695],
          ['Edge Ceramic Analog Watch for Men', 19995],
        ],
        Fastrack: [
          ['Stunners Analog Watch for Men', 1995],
          ['Vyb Analog Watch for Women', 1895],
        ],
        Sonata: [
          ['Classic Analog Watch for Men', 999],
          ['Poze Analog Watch for Women', 1299],
        ],
        Casio: [
          ['Vintage A168WA Digital Watch', 3995],
          ['G-Shock GA-2100 Analog-Digital Watch', 9995],
          ['Enticer Analog Watch for Men', 3495],
        ],
        Timex: [['Expedition Analog Watch for Men', 3495]],
        HMT: [['Janata Hand-Wound Mechanical Watch', 2499]],
        Fossil: [['Grant Chronograph Watch for Men', 11995]],
        'Daniel Wellington': [['Petite Melrose Watch for Women', 12999]],
      },
      slots: { dial: ['Black Dial', 'Blue Dial', 'White Dial', 'Rose Gold Dial', 'Green Dial'] },
      short: ['{brand} {product} with a {dial|lower} and a comfortable strap.'],
      intro: [
        'The {brand} {product} has a clean {dial|lower} that reads at a glance and dresses up office wear and festive outfits alike.',
      ],
      features: [
        'A reliable movement keeps accurate time for years.',
        'The stainless steel case and mineral glass stand up to daily wear.',
        'It is water resistant for rain, hand washing and splashes.',
        'The strap is adjustable and sits comfortably on slim and broad wrists.',
        'It arrives in a gift box, ready for birthdays, Rakhi and anniversaries.',
      ],
    },
  ],
  closers: [
    'The watch comes with a warranty card valid at the brand’s service centres across India.',
    'Delivered in the original brand box with the warranty card and an invoice.',
  ],
  praise: [
    'Looks even classier in person.',
    'Keeps perfect time and the strap is very comfortable.',
    'Bought it as a gift and my father loved it.',
    'Premium finish at a reasonable price.',
  ],
  complaints: [
    'The strap is a little stiff at first.',
    'The dial is smaller than it looked in the pictures.',
    'The glass scratches easily.',
  ],
};
