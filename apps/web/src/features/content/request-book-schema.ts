import { isPakistaniMobile } from '@bookshop/validation';
import { object, string } from 'yup';

export interface RequestBookValues {
  name: string;
  email: string;
  phone: string;
  title: string;
  author: string;
  notes: string;
}

export const EMPTY_REQUEST: RequestBookValues = {
  name: '',
  email: '',
  phone: '',
  title: '',
  author: '',
  notes: '',
};

/** Checks the /request form with the messages the server uses for the same fields. */
export const requestBookSchema = object({
  name: string().trim().required('Name is required').max(100, 'Name must be at most 100 characters'),
  email: string()
    .trim()
    .required('Email is required')
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address')
    .max(254, 'Email must be at most 254 characters'),
  phone: string()
    .trim()
    .test(
      'pk-mobile',
      'Please enter a valid Pakistani mobile number, such as 0300 1234567',
      (value) => !value || isPakistaniMobile(value),
    ),
  title: string()
    .trim()
    .required('Book title is required')
    .max(300, 'Book title must be at most 300 characters'),
  author: string().trim().max(200, 'Author must be at most 200 characters'),
  notes: string().trim().max(2000, 'Notes must be at most 2000 characters'),
});
