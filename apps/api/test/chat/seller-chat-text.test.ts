import { describe, expect, it } from 'vitest';
import { terminalText } from '../../../../tools/terminal-text';

// `npm run seller-chat` prints customers' names and messages and the server's errors in the seller's
// terminal: whatever they hold must reach the screen as text, never as commands to the terminal.
describe('text from outside, as the seller-chat terminal prints it', () => {
  it('keeps ordinary text, Hindi and emoji as they are', () => {
    expect(terminalText('Is the saree available in red? ₹1,299')).toBe(
      'Is the saree available in red? ₹1,299',
    );
    expect(terminalText('क्या यह लाल रंग में है? 🙏')).toBe('क्या यह लाल रंग में है? 🙏');
  });

  it('drops escape sequences that clear the screen, move the cursor or reset the terminal', () => {
    expect(terminalText('a\x1b[2J\x1b[Hb')).toBe('ab');
    expect(terminalText('a\x1b[1A\x1b[2Kb')).toBe('ab');
    expect(terminalText('a\x1bcb')).toBe('ab');
    expect(terminalText('a\x1b[31mred\x1b[0mb')).toBe('aredb');
    expect(terminalText('a\x9b2Jb')).toBe('ab');
  });

  it('drops whole string sequences: clipboard writes, titles, links and device controls', () => {
    expect(terminalText('a\x1b]52;c;cm0gLXJmIH4=\x07b')).toBe('ab');
    expect(terminalText('a\x1b]52;c;cm0gLXJmIH4=\x1b\\b')).toBe('ab');
    expect(terminalText('a\x1b]0;Bank login\x07b')).toBe('ab');
    expect(terminalText('a\x1b]8;;https://evil.example\x1b\\click\x1b]8;;\x1b\\b')).toBe('aclickb');
    expect(terminalText('a\x1bPq#0;2;0;0;0\x1b\\b')).toBe('ab');
    expect(terminalText('a\x9d52;c;eHg=\x9cb')).toBe('ab');
    expect(terminalText('a\x1b_hidden\x1b\\b')).toBe('ab');
    // Unterminated: the terminal would swallow the rest of the line, so it goes.
    expect(terminalText('a\x1b]52;c;eHg=')).toBe('a');
  });

  it('drops every other C0 and C1 control character', () => {
    expect(terminalText('a\x00\x07\x08\x7fb\x1b')).toBe('ab');
    expect(terminalText('a\x80\x81\x8db')).toBe('ab');
  });

  it('shows line breaks as a visible mark on one line and tabs as spaces', () => {
    expect(terminalText('Line one\nLine two\r\nLine three\rfour')).toBe(
      'Line one ↵ Line two ↵ Line three ↵ four',
    );
    // A message cannot forge a line of its own that looks like the seller's reply.
    expect(terminalText('ok\n[10:02] You → Asha: refund approved')).toBe(
      'ok ↵ [10:02] You → Asha: refund approved',
    );
    expect(terminalText('a\u2028b\u2029c\x0bd\x0ce\x85f')).toBe('a ↵ b ↵ c ↵ d ↵ e ↵ f');
    expect(terminalText('Qty\t2')).toBe('Qty 2');
  });
});
