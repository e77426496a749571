import type { ShellMessages } from './messageTypes';

/**
 * A category's name in the interface's language. The server sends the catalogue's English name; a
 * category the messages do not list (one added after this release) shows as the server names it.
 */
export function categoryName(messages: Pick<ShellMessages, 'categories'>, name: string): string {
  const names: Readonly<Record<string, string>> = messages.categories;
  return (Object.hasOwn(names, name) ? names[name] : undefined) ?? name;
}
