export {
  fileSize,
  IMAGE_UPLOAD_ACCEPT,
  ImageUploadField,
  type ImageUploadFieldProps,
} from './image-upload-field';
