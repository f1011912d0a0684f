import type { User } from '@bookshop/domain';
import type { Language } from '@bookshop/i18n';
import type { EditProfileValues } from '@bookshop/validation';
import { createAccountsRepository, toUser } from '../accounts/repository.js';
import type { Database } from '../db/client.js';
import { NotFoundError } from '../lib/errors.js';

export function createProfileService(db: Database) {
  const accounts = createAccountsRepository(db);
  return {
    /**
     * The phone arrives in E.164 already: the shared schema normalises it while validating.
     * `language` is the page's the profile was saved from: saving it is the shopper's own act on
     * their account, so the account's e-mails (password reset) follow it from then on. Placing an
     * order does not change it: the order records its own language, in the INSERT it already makes.
     */
    async update(userId: number, values: EditProfileValues, language?: Language): Promise<User> {
      const row = await accounts.updateProfile(userId, {
        firstName: values.first_name,
        lastName: values.last_name,
        phone: values.phone,
        ...(language ? { language } : {}),
      });
      // The token was live a moment ago; the account can only be gone if it was deleted meanwhile.
      if (!row) throw new NotFoundError('Account not found');
      return toUser(row);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
