import { stripVTControlCharacters } from 'node:util';

/**
 * Escape sequences that carry a string up to a terminator: OSC (titles, clipboard writes, links), DCS, SOS,
 * PM and APC, in their 7-bit (ESC …) and 8-bit (C1) forms. Removed whole, payload included; one left
 * unterminated would swallow the rest of the line in the terminal, so it runs to the end of the text.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these sequences are what is removed
const STRING_SEQUENCE = /(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[\s\S]*?(?:\x07|\x1b\\|\x9c|$)/g;
const LINE_BREAK = /\r\n|[\n\r\v\f\x85\u2028\u2029]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are what is removed
const CONTROL = /[\x00-\x1f\x7f-\x9f]/g;

/**
 * Text that came from outside (a customer's name or message, an error the server sent), made safe to print
 * in a terminal: no escape sequence or other C0/C1 control character reaches it, so a message cannot clear
 * the screen, rewrite lines or write to the clipboard. Line breaks show as " ↵ " on the one line, so a message
 * cannot forge a line that looks like the seller's own; tabs become spaces.
 */
export function terminalText(text: string): string {
  return stripVTControlCharacters(text.replace(STRING_SEQUENCE, ''))
    .replace(LINE_BREAK, ' ↵ ')
    .replaceAll('\t', ' ')
    .replace(CONTROL, '');
}
