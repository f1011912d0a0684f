export { EditProfileDialog, type EditProfileDialogProps, type EditProfileField } from './edit-profile-dialog';
