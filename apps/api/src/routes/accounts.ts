import {
  type Accounts,
  changeCustomerPassword,
  currentCustomer,
  registerCustomer,
  signInCustomer,
  signOutCustomer,
} from '../accounts/customer-accounts';
import { signInSeller } from '../accounts/seller-accounts';
import { signedIn } from '../auth/guard';
import { endSessionChats } from '../chat/chat-server';
import type { AppContext, Handlers } from '../http/handler';

export function accountHandlers(context: AppContext): Handlers {
  const { db, tokens } = context;
  const accounts: Accounts = { db, tokens, sessionsEnded: (sids) => endSessionChats(context, sids) };
  return {
    customerRegister: async (request, reply) => {
      const body = await registerCustomer(accounts, request.body);
      reply.code(201);
      return body;
    },
    customerLogin: async (request) => signInCustomer(accounts, request.body),
    customerLogout: async (request) => signOutCustomer(accounts, signedIn(request)),
    getCurrentCustomer: async (request) => currentCustomer(accounts, signedIn(request)),
    changePassword: async (request) => changeCustomerPassword(accounts, signedIn(request), request.body),
    sellerLogin: async (request) => signInSeller(accounts, request.body),
  };
}
