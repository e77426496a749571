import { normalizeEmail } from '@bazaar/domain';
import { startSession } from '../auth/sessions';
import { unauthorized } from '../http/errors';
import type { SuccessOf } from '../http/handler';
import { sellerImageUrl } from '../images';
import { passwordMatches, WRONG_CREDENTIALS } from './credentials';
import type { Accounts } from './customer-accounts';

type SellerRow = {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  shop_name: string;
  image: string;
};

/** Signs a seller in for the seller side of chat: a session of role seller, refused on customer routes. */
export async function signInSeller(
  { db, tokens }: Accounts,
  input: { email: string; password: string },
): Promise<SuccessOf<'sellerLogin'>> {
  const { rows } = await db.query<SellerRow>(
    'SELECT id, name, email, password_hash, shop_name, image FROM sellers WHERE email = $1',
    [normalizeEmail(input.email)],
  );
  const seller = rows[0];
  const matches = await passwordMatches(input.password, seller?.password_hash);
  if (!seller || !matches) throw unauthorized(WRONG_CREDENTIALS);
  const { id, name, email } = seller;
  const token = await startSession(db, tokens, { id, name, email, role: 'seller' });
  return {
    token,
    message: 'Signed in',
    // Sellers without a stored picture get the generated one.
    seller: { id, name, email, shopName: seller.shop_name, image: seller.image || sellerImageUrl(id) },
  };
}
