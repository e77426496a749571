// XState v5 machines of Bazaar's explicit flows (shipping, payment, card-status confirmation, chat) live here,
// one folder per flow. No React, no DOM, no fetch: every effect is a named actor the app provides.
export {};
