export { addressLines, ProfileDialog, type ProfileDialogProps, type ProfileUser } from './profile-dialog';
