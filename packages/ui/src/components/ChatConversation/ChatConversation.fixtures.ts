import type { ChatMessageEntry } from './ChatConversation';

export const customerId = '7d1c2a90-5b8e-4f3a-9c21-3e4f5a6b7c01';
export const seller = { fdId: '5e11e000-0000-4000-8000-000000000001', name: 'Rasoi Ghar' };

/** A message of the conversation: even numbers from the customer, odd from the seller. */
export function messageOf(index: number, text: string, from: 'customer' | 'seller'): ChatMessageEntry {
  const own = from === 'customer';
  return {
    _id: `c4a70000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    senderId: own ? customerId : seller.fdId,
    receverId: own ? seller.fdId : customerId,
    senderName: own ? 'Priya Sharma' : seller.name,
    message: text,
    createdAt: new Date(Date.UTC(2025, 4, 1, 10, index)).toISOString(),
  };
}

export const shortConversation: ChatMessageEntry[] = [
  messageOf(1, 'Namaste! Is the mixer grinder still in stock?', 'customer'),
  messageOf(2, 'Yes, four left. Shall I keep one for you?', 'seller'),
];

export const longConversation: ChatMessageEntry[] = Array.from({ length: 40 }, (_, index) =>
  messageOf(
    index + 1,
    index % 2 === 0
      ? `Question ${index / 2 + 1}: does it come with the 3 jars and the warranty card?`
      : `Answer ${(index + 1) / 2}: yes, all three jars, and two years of warranty from Sujata.`,
    index % 2 === 0 ? 'customer' : 'seller',
  ),
);

export const markupMessage = messageOf(3, '<script>alert("hi")</script> <b>bold?</b>', 'seller');
