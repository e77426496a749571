import type { TermsContent } from './terms';

export const termsEn = {
  intro: [
    'These terms apply whenever you browse or buy on Bazaar, the online marketplace run from Nagpur, Maharashtra. By using Bazaar you agree to them, so please read them carefully.',
  ],
  sections: {
    account: {
      title: 'Account and eligibility',
      paragraphs: [
        'To buy on Bazaar you need an account with a valid email address. You must be at least 18 years old, or use Bazaar under the supervision of a parent or guardian, and be able to enter into a binding contract under Indian law.',
        'Keep your password to yourself. You are responsible for everything done through your account; tell us at once if you think someone else has used it.',
        'A business buying in bulk may open an account in its own name. The person who opens it confirms that they are authorised to act for the business.',
      ],
    },
    orders: {
      title: 'Orders and payments',
      paragraphs: [
        'When you place an order, you make an offer to buy the products in it. A contract is formed only when the order is accepted and dispatched.',
        'We or the seller may cancel or refuse an order, in full or in part, when a product is out of stock, when a price or description was listed in error, or when the order breaks these terms or our policies. If you have already paid for an order that is cancelled, you get the full amount back.',
        'All prices are in Indian rupees (INR) and include applicable taxes unless the product page says otherwise. Delivery charges are shown before you pay.',
      ],
    },
    cashOnDelivery: {
      title: 'Cash on delivery',
      paragraphs: [
        'Cash on delivery is offered where it is available. Whether it is available depends on your delivery location and the value of your order.',
        'Please keep the amount ready when your parcel arrives. If orders are refused at the door again and again without good reason, we may restrict or withdraw cash on delivery for that account.',
      ],
    },
    shipping: {
      title: 'Shipping and delivery',
      paragraphs: [
        'We deliver to the addresses and pin codes we serve, and show the delivery options and charges at checkout. Our Delivery Information page explains how delivery works.',
        'Delivery times are estimates, not guarantees. Weather, strikes, holidays, courier delays or an incomplete address can hold an order up; when that happens, we keep you informed.',
      ],
    },
    returns: {
      title: 'Returns and refunds',
      paragraphs: [
        'Whether a product can be returned depends on what it is and the condition it is in. A returned item must be unused, in its original packaging and with all its tags and accessories.',
        'Perishable goods, personal care products, innerwear and items made to order can be returned only if they arrive damaged or faulty.',
        'Approved refunds go back to the original payment method, usually within 7 working days of the returned item reaching the seller.',
      ],
    },
    conduct: {
      title: 'User conduct',
      paragraphs: ['Use Bazaar lawfully and fairly. In particular:'],
      items: [
        'Do not give false information or pretend to be someone else.',
        'Do not post reviews that are false, abusive or paid for.',
        'Do not harass sellers or other customers in chat or in reviews.',
        'Do not try to disrupt, copy or break into the site, or misuse offers.',
      ],
    },
    intellectualProperty: {
      title: 'Intellectual property',
      paragraphs: [
        'The Bazaar name and logo, the design of the site and the content we create belong to Bazaar. Product names, pictures and descriptions belong to the sellers or to those who licensed them.',
        'None of it may be copied or used for commercial purposes without written permission. When you post a review, you allow us to show it on Bazaar.',
      ],
    },
    liability: {
      title: 'Limitation of liability',
      paragraphs: [
        'Sellers are responsible for the products they list, including their quality, safety and description. Bazaar runs the marketplace and helps settle disputes between buyers and sellers.',
        'As far as the law allows, Bazaar is not liable for indirect or consequential losses, and our total liability for an order is limited to the amount you paid for it. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.',
      ],
    },
    changes: {
      title: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time, for example when the law or our services change. The date at the top of this page shows when they were last updated. If you keep using Bazaar after a change, you accept the updated terms.',
      ],
    },
    contact: {
      title: 'Contact',
      paragraphs: [
        'Questions about these terms? Our support team is happy to help: you will find our email address, phone number and address on the Contact page.',
        'These terms are governed by the laws of India, and the courts at Nagpur have jurisdiction over any dispute about them.',
      ],
    },
  },
} as const satisfies TermsContent;
