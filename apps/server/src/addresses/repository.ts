import type { Address } from '@bookshop/domain';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../accounts/repository.js';
import { addresses, users } from '../db/schema/index.js';

/** Whose addresses: a user's, or those a guest created at checkout with their guest token. */
export type AddressOwner = { userId: number } | { guestTokenId: number };

export interface AddressFields {
  firstName?: string;
  lastName?: string;
  phone: string;
  address: string;
  city: string;
  province: string;
  country: string;
  zipCode: string;
}

function ownedBy(owner: AddressOwner): SQL {
  return 'userId' in owner
    ? eq(addresses.userId, owner.userId)
    : eq(addresses.guestTokenId, owner.guestTokenId);
}

const columns = {
  row: addresses,
  userFirstName: users.firstName,
  userLastName: users.lastName,
};

type JoinedRow = {
  row: typeof addresses.$inferSelect;
  userFirstName: string | null;
  userLastName: string | null;
};

function joinName(first: string | null | undefined, last: string | null | undefined): string | null {
  const name = [first, last].filter((part) => part?.trim()).join(' ');
  return name === '' ? null : name;
}

/**
 * The address as the spec names its fields. An address saved from the profile has no name of its
 * own and goes to its owner, so it takes the user's name at the time it is read; a checkout
 * address keeps the name typed on it.
 */
export function toAddress({ row, userFirstName, userLastName }: JoinedRow): Address {
  return {
    id: row.id,
    Name: joinName(row.firstName, row.lastName) ?? joinName(userFirstName, userLastName),
    Phone: row.phone,
    Address: row.address,
    City: row.city,
    Province: row.province,
    Country: row.country,
    PostCode: row.zipCode,
  };
}

export function createAddressesRepository(db: Executor) {
  async function findOwned(id: number, owner: AddressOwner): Promise<Address | null> {
    const [row] = await db
      .select(columns)
      .from(addresses)
      .leftJoin(users, eq(users.id, addresses.userId))
      .where(and(eq(addresses.id, id), ownedBy(owner)));
    return row ? toAddress(row) : null;
  }

  return {
    findOwned,

    /** Oldest first, so the first address (the one checkout selects) stays first. */
    async list(owner: AddressOwner): Promise<Address[]> {
      const rows = await db
        .select(columns)
        .from(addresses)
        .leftJoin(users, eq(users.id, addresses.userId))
        .where(ownedBy(owner))
        .orderBy(asc(addresses.id));
      return rows.map(toAddress);
    },

    async count(owner: AddressOwner): Promise<number> {
      const [row] = await db.select({ n: count() }).from(addresses).where(ownedBy(owner));
      return Number(row?.n ?? 0);
    },

    async create(owner: AddressOwner, fields: AddressFields): Promise<Address> {
      const [row] = await db
        .insert(addresses)
        .values({ ...fields, ...owner })
        .returning({ id: addresses.id });
      if (!row) throw new Error('inserting an address returned no row');
      const created = await findOwned(row.id, owner);
      if (!created) throw new Error('a new address could not be read back');
      return created;
    },

    /** Null when there is no such address of this owner. Names not given are left as they are. */
    async update(id: number, owner: AddressOwner, fields: AddressFields): Promise<Address | null> {
      const [row] = await db
        .update(addresses)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(and(eq(addresses.id, id), ownedBy(owner)))
        .returning({ id: addresses.id });
      return row ? findOwned(row.id, owner) : null;
    },

    /** False when there is no such address of this owner. */
    async delete(id: number, owner: AddressOwner): Promise<boolean> {
      const rows = await db
        .delete(addresses)
        .where(and(eq(addresses.id, id), ownedBy(owner)))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },
  };
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
