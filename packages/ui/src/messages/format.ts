import type { MessageValues } from './messageTypes';

const placeholder = /\{(\w+)\}/g;

/**
 * Fills a message's `{name}` placeholders: `format(messages.product.inStock, { count: 4 })`. The values
 * object must name exactly the placeholders of the message, checked at compile time. Numbers are written
 * as they are; format prices and counts (lakh grouping) before passing them.
 */
export function format<Text extends string>(message: Text, values: MessageValues<Text>): string {
  const byName: Readonly<Record<string, string | number>> = values;
  return message.replace(placeholder, (whole, name: string) =>
    Object.hasOwn(byName, name) ? String(byName[name]) : whole,
  );
}
