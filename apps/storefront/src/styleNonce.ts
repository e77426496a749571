declare global {
  /** The nonce react-remove-scroll's bundled get-nonce gives the `<style>` elements it adds. */
  var __webpack_nonce__: string | undefined;
}

/**
 * radix-ui's menus and dialogs lock the page's scroll with `<style>` elements they add (react-remove-scroll).
 * The documents' Content-Security-Policy lets an inline style apply only with the nonce the server gave the
 * document (apps/api/src/http/security-headers.ts), which the document's own boot-shell `<style>` carries.
 * The bundled get-nonce reads it from webpack's global, the one hook the bundle leaves, so it goes there.
 * (Browsers hide a nonce attribute's value from the page's markup, not from the element's `nonce`.)
 */
export function shareStyleNonce(document: Document): void {
  const nonce = document.querySelector<HTMLStyleElement>('style[nonce]')?.nonce;
  if (nonce) globalThis.__webpack_nonce__ = nonce;
}
