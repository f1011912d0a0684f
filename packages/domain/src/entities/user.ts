/** A registered customer. The default country is Pakistan. */
export interface User {
  id: number;
  /** Full name, first and last joined with a space. */
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  /** Pakistani mobile number in E.164 form, e.g. `+923001234567`, or null when not given yet. */
  phone: string | null;
  country: string;
}

/** The country every new user, address and picker starts with. */
export const DEFAULT_COUNTRY = 'Pakistan';
