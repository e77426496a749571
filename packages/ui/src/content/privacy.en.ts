import type { PrivacyContent } from './privacy';

export const privacyEn = {
  intro: [
    'This policy explains what personal data Bazaar collects when you use our marketplace, why we collect it, who we share it with and the choices you have.',
  ],
  sections: {
    dataCollected: {
      title: 'Information we collect',
      paragraphs: ['We collect only what we need to run the shop:'],
      items: [
        'Account data: your name, email address and password (which we store only in a form that cannot be read back).',
        'Order information: what you buy, your delivery address and phone number, and how you chose to pay.',
        'Usage data: the pages you visit, what you search for, and the type of device and browser you use.',
        'Communications: your messages to sellers and to our support team, and the reviews you write.',
        'Cookies and similar browser storage, which keep you signed in and remember your choices.',
      ],
    },
    use: {
      title: 'How we use your information',
      paragraphs: ['We use your information to:'],
      items: [
        'process, deliver and support your orders and payments;',
        'keep your account secure and prevent fraud;',
        'answer your questions and settle disputes with sellers;',
        'improve search, recommendations and the site itself;',
        'send you order updates by SMS and email, and offers only if you have agreed to receive them.',
      ],
    },
    cookies: {
      title: 'Cookies',
      paragraphs: [
        'We use cookies and your browser’s local storage to keep you signed in, remember your cart and your language, and understand how the site is used.',
        'You can clear or block them in your browser’s settings, but some parts of Bazaar, such as signing in, will then stop working.',
      ],
    },
    sharing: {
      title: 'Sharing your information',
      paragraphs: [
        'We do not sell your personal data.',
        'We share only what is needed: your name, address and phone number with the seller and the courier who deliver your order; payment details with our payment provider, who processes them securely; and information with the authorities when the law requires it.',
      ],
    },
    security: {
      title: 'Security',
      paragraphs: [
        'Passwords are stored in a form that cannot be read back, every connection to Bazaar is encrypted, and card details are handled by our payment provider and never stored on our servers. Only the people who need personal data for their work can see it.',
        'No system is perfectly secure. If we learn of a breach that affects you, we will tell you and the authorities as the law requires.',
      ],
    },
    rights: {
      title: 'Your rights',
      paragraphs: ['You can at any time:'],
      items: [
        'see and update your account information;',
        'ask us to delete your account and your personal data;',
        'opt out of marketing emails and messages.',
      ],
    },
    retention: {
      title: 'How long we keep data',
      paragraphs: [
        'We keep your account data for as long as your account is open. Order and payment records are kept for as long as tax and accounting laws require, which is usually eight years. Other data is deleted or made anonymous once it is no longer needed.',
      ],
    },
    children: {
      title: 'Children',
      paragraphs: [
        'Bazaar is not meant for children under 13, and we do not knowingly collect their data. If you believe a child has given us personal data, contact us and we will delete it.',
      ],
    },
    changes: {
      title: 'Changes to this policy',
      paragraphs: [
        'We may update this policy. The new version will always be on this page, and we will tell you by email about any important change.',
      ],
    },
    contact: {
      title: 'Contact',
      paragraphs: [
        'For questions about your privacy or to use any of your rights, write to us or call us: our email address, phone number and address are on the Contact page. We reply to every request within 30 days.',
      ],
    },
  },
} as const satisfies PrivacyContent;
