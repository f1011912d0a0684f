/** The success toasts of spec section 8, verbatim (including the spec's own wording). */
export const ACCOUNT_DELETED = 'Account deleted successfully.';
export const PROFILE_UPDATED = 'Profile Updated successfully.';
/** Shown after creating and after updating an address, as the spec says. */
export const ADDRESS_SAVED = 'Address created successfully.';
export const PASSWORD_CHANGED = 'Password change successfully.';
