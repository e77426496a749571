import type { AboutContent } from './about';

export const aboutEn = {
  lead: 'Bazaar is an online marketplace from Nagpur, Maharashtra, that brings trusted sellers from across India to shoppers and businesses, with fair prices in rupees, honest delivery promises and people you can talk to.',
  stats: {
    founded: { value: '2025', label: 'Founded in Nagpur' },
    partners: { value: '500+', label: 'Business partners' },
    states: { value: '10+', label: 'States served' },
    support: { value: '24/7', label: 'Customer support' },
  },
  features: {
    partners: {
      title: '500+ business partners',
      description:
        'Manufacturers, wholesalers and local shops, each one verified before they can sell on Bazaar.',
    },
    support: {
      title: '24/7 support',
      description: 'Help around the clock, and a dedicated account manager for every business customer.',
    },
    quality: {
      title: 'ISO-certified quality',
      description:
        'Our quality management is ISO certified, from checking a new seller to handling a return.',
    },
    wholesale: {
      title: 'Bulk and wholesale orders',
      description:
        'Buying for a shop, an office or an event? Order in bulk and get help with quantities, pricing and delivery.',
    },
    reach: {
      title: 'In 10+ states',
      description: 'From our home in Nagpur we deliver to customers in more than ten states across India.',
    },
    payments: {
      title: 'Pay your way',
      description: 'Pay by card or cash on delivery, with every price shown in rupees.',
    },
  },
  story: {
    paragraphs: [
      'Bazaar began in 2025 in Nagpur, at the very centre of India. Our founders had spent years helping small manufacturers and traders in Vidarbha sell beyond their own city, and they kept hearing the same thing: good products, but no easy way to reach buyers anywhere else.',
      'So we built a marketplace for them, and for the shoppers and businesses who want to buy from them with confidence. Every seller is verified, every price is shown in rupees, and every order is backed by a support team that picks up the phone.',
      'Today more than 500 business partners sell on Bazaar, and we deliver to customers in over ten states. At heart we are still a Nagpur company, and we still read every message we receive.',
    ],
    quote: 'Good products from every corner of India deserve a fair marketplace.',
  },
  timeline: {
    achieved: [
      {
        year: 'Q1 2025',
        event: 'Bazaar is founded',
        description:
          'A small team opens its first office in Nagpur and welcomes its first sellers from across Vidarbha.',
      },
      {
        year: 'Q2 2025',
        event: 'The marketplace opens',
        description: 'Shoppers across Maharashtra can browse, order and pay by card or cash on delivery.',
      },
      {
        year: 'Q3 2025',
        event: 'Bulk and wholesale orders',
        description:
          'Business buyers get bulk ordering, dedicated account managers and 24/7 support, and our quality management earns its ISO certification.',
      },
      {
        year: 'Q4 2025',
        event: '500+ partners in 10+ states',
        description:
          'More than 500 business partners now sell on Bazaar, and we deliver to customers in over ten states.',
      },
    ],
    planned: [
      {
        year: '2026',
        event: 'Goals for 2026',
        description:
          'Next-day delivery in more tier 2 and tier 3 cities, more Indian languages beyond Hindi, and tools that help sellers grow.',
      },
    ],
    vision: [
      {
        year: '2027–2028',
        event: 'Our vision',
        description:
          'A marketplace in every state of India, where any small business can reach buyers across the country as easily as its own street.',
      },
    ],
  },
  founder: {
    name: 'Aditya Deshmukh',
    position: 'Founder and Chief Executive Officer',
    quote:
      'Every seller on Bazaar is someone’s livelihood, and every order is someone’s trust. We look after both.',
    paragraphs: [
      'Aditya grew up around Nagpur’s Itwari market, where his family has traded textiles for three generations. After ten years in e-commerce in Bengaluru, he came home with a simple idea: the traders and makers he grew up among deserved the same reach as the biggest brands.',
      'He founded Bazaar in 2025, and he still spends one day a week with sellers, in their shops and workshops.',
    ],
    linkedin: 'https://www.linkedin.com/in/aditya-deshmukh-bazaar',
    email: 'aditya.deshmukh@bazaar.shop',
  },
  team: [
    {
      name: 'Priya Nair',
      position: 'Chief Operating Officer',
      description:
        'Runs day-to-day operations, from bringing new sellers on board to the delivery network across ten states. Fifteen years in retail supply chains in Pune and Mumbai.',
      linkedin: 'https://www.linkedin.com/in/priya-nair-bazaar',
      email: 'priya.nair@bazaar.shop',
    },
    {
      name: 'Rohan Kulkarni',
      position: 'Chief Technology Officer',
      description:
        'Leads the engineering team behind the marketplace, payments and seller tools. Before Bazaar, he built payment systems for Indian fintech start-ups.',
      linkedin: 'https://www.linkedin.com/in/rohan-kulkarni-bazaar',
      email: 'rohan.kulkarni@bazaar.shop',
    },
    {
      name: 'Sneha Wankhede',
      position: 'Head of Business Partnerships',
      description:
        'Looks after our 500+ business partners and the account managers who serve bulk and wholesale buyers.',
      linkedin: 'https://www.linkedin.com/in/sneha-wankhede-bazaar',
      email: 'sneha.wankhede@bazaar.shop',
    },
    {
      name: 'Imran Sheikh',
      position: 'Head of Customer Experience',
      description:
        'Runs our 24/7 support desk and the quality management system behind our ISO certification.',
      linkedin: 'https://www.linkedin.com/in/imran-sheikh-bazaar',
      email: 'imran.sheikh@bazaar.shop',
    },
  ],
  mission:
    'To give every Indian business, however small, a fair and trusted place to sell, and every buyer a reason to come back.',
  values: {
    trust: {
      title: 'Trust',
      description:
        'Every seller is verified and every review comes from a real buyer. We keep our word on prices, delivery and refunds.',
    },
    innovation: {
      title: 'Innovation',
      description:
        'We keep making buying and selling simpler, from smarter search to tools that help a small seller grow.',
    },
    transparency: {
      title: 'Transparency',
      description:
        'Prices in rupees with no hidden charges, delivery fees shown before you pay, and policies in plain language.',
    },
    excellence: {
      title: 'Excellence',
      description:
        'ISO-certified quality management, and a support team that follows every problem through to the end.',
    },
  },
} as const satisfies AboutContent;
