/**
 * The account area's messages in English (see ./index.ts): the account dialogs (login, register,
 * passwords, profile, addresses), the form fields they share and the toasts they raise. The
 * spec's own words verbatim (its toasts keep its spelling); the rest is the shop's wording.
 * Validation messages are in ./forms.ts (`account.emailRequired` …): keys here have three parts.
 */
export const account = {
  // Labels, hints and placeholders of fields more than one form has.
  'account.field.email': 'Email',
  'account.field.password': 'Password',
  'account.field.passwordHint': '6 to 18 characters',
  'account.field.confirmPassword': 'Confirm Password',
  'account.field.currentPassword': 'Current Password',
  'account.field.newPassword': 'New Password',
  'account.field.confirmNewPassword': 'Confirm New Password',
  'account.field.firstName': 'First Name',
  'account.field.lastName': 'Last Name',
  'account.field.phone': 'Phone',
  'account.field.phoneHint': 'Pakistani mobile number, e.g. {example}',
  'account.field.phonePlaceholder': '03xx xxxxxxx',
  'account.field.address': 'Address',
  'account.field.zipCode': 'Zip Code',
  'account.field.country': 'Country',
  'account.field.province': 'Province',
  'account.field.city': 'City',

  // Any form in a dialog.
  'account.formDialog.busy': 'Please wait…',

  // Country, province and city pickers.
  'account.location.selectCountry': 'Select a country',
  'account.location.selectProvince': 'Select a province',
  'account.location.loading': 'Loading…',
  'account.location.countryNotYet': '{country} (not yet)',

  'account.login.title': 'Login',
  'account.login.submit': 'Login',
  'account.login.forgotPassword': 'Forgot your password?',
  'account.login.newHere': 'New here?',
  'account.login.createAccount': 'Create an account',

  'account.register.title': 'Register',
  'account.register.submit': 'Register',
  'account.register.haveAccount': 'Already have an account?',
  'account.register.login': 'Login',

  'account.forgotPassword.title': 'Forgot Password',
  'account.forgotPassword.description':
    'Enter the e-mail of your account and we will send you a link to choose a new password.',
  'account.forgotPassword.submit': 'Send Reset Link',
  'account.forgotPassword.backToLogin': 'Back to Login',

  'account.resetPassword.title': 'Reset Password',
  'account.resetPassword.description': 'Choose a new password for your account.',
  'account.resetPassword.submit': 'Reset Password',

  'account.editProfile.title': 'Edit Profile',
  'account.editProfile.submit': 'Save Changes',

  'account.changePassword.title': 'Change Password',
  'account.changePassword.submit': 'Change Password',

  'account.deleteAccount.title': 'Delete Account',
  'account.deleteAccount.confirm': 'Delete Account',
  'account.deleteAccount.busy': 'Deleting...',
  'account.deleteAccount.question': 'Are you sure you want to delete your account?',
  'account.deleteAccount.consequences':
    'Your profile, saved addresses, saved cards and wish list will be removed, and you will be logged out. This cannot be undone.',

  'account.addressDialog.newTitle': 'New Address',
  'account.addressDialog.updateTitle': 'Update Address',
  'account.addressDialog.save': 'Save Address',
  'account.addressDialog.update': 'Update Address',

  // A saved address as the checkout's cards and the profile list it, one part a line.
  'account.addressLine.address': 'Address: {address}',
  'account.addressLine.city': 'City: {city}',
  'account.addressLine.postCode': 'PostCode: {postCode}',
  'account.addressLine.country': 'Country: {country}',
  'account.addressLine.phone': 'Phone: {phone}',
  'account.addressCards.empty': 'No saved addresses yet.',

  'account.profile.title': 'Your Profile',
  'account.profile.name': 'Name',
  'account.profile.email': 'Email',
  'account.profile.phone': 'Phone',
  'account.profile.phoneNotGiven': 'Not given yet',
  'account.profile.changePassword': 'Change Password',
  'account.profile.editInfo': 'Edit Info',
  'account.profile.addAddress': 'Add New Address',
  'account.profile.deleteAccount': 'Delete Your Account',
  'account.profile.addressesHeading': 'Saved Addresses',
  'account.profile.addressesLoading': 'Loading addresses…',
  'account.profile.addressesNone': 'You have no saved addresses yet.',
  'account.profile.addressesFailed': 'We could not load your addresses. Please try again.',
  'account.profile.editAddress': 'Edit',
  'account.profile.deleteAddress': 'Delete',
  'account.profile.deletingAddress': 'Deleting...',
  'account.profile.cardsHeading': 'Saved Cards',
  'account.profile.cardsLoading': 'Loading cards…',
  'account.profile.cardsNone': 'You have no saved cards.',
  'account.profile.cardsFailed': 'We could not load your saved cards. Please try again.',
  'account.profile.cardRemoveFailed': 'We could not remove that card. Please try again.',
  'account.profile.cardEnding': '{network} card ending',
  'account.profile.removeCard': 'Remove',
  'account.profile.removingCard': 'Removing...',

  // Toasts of spec section 8, verbatim (the spec's own wording and capitals).
  'account.toast.accountDeleted': 'Account deleted successfully.',
  'account.toast.profileUpdated': 'Profile Updated successfully.',
  'account.toast.addressSaved': 'Address created successfully.',
  'account.toast.passwordChanged': 'Password change successfully.',

  // A call that failed without the server's own words (offline, a timeout).
  'account.error.somethingWrong': 'Something went wrong, please try again.',
} as const satisfies Record<string, string>;
