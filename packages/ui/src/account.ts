/**
 * The account and address forms, a second entry point (`@bookshop/ui/account`) so the web app can
 * load them with its lazy dialogs instead of with every page. Their styles are in the main
 * stylesheet, which every page loads anyway.
 */
export * from './address-dialog';
export * from './change-password-dialog';
export * from './checkout-address-form';
export * from './delete-account-dialog';
export * from './edit-profile-dialog';
export * from './forgot-password-dialog';
export * from './form-dialog';
export * from './location-pickers';
export * from './login-dialog';
export * from './phone-field';
export * from './profile-dialog';
export * from './register-dialog';
export * from './reset-password-dialog';
export * from './select-field';
