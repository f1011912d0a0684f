import { useNotifyWhenAvailableMutation } from '@bookshop/api-client';
import type { StockStatus } from '@bookshop/domain';
import { NotifyMeDialog, type NotifyMeStatus, useMessages } from '@bookshop/ui';
import { firstFieldErrors, notifyMeSchema, validateForm } from '@bookshop/validation';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';

export interface NotifyMeContainerProps {
  book: { Book_Id: number; BOOK_TITLE: string; bookStatus: StockStatus };
  onClose: () => void;
}

/**
 * The notify-me dialog's state machine (spec section 4): idle, loading, success (the dialog
 * closes itself after 2 s and the next opening starts idle again), error. A logged-in shopper's
 * e-mail is filled in.
 */
export function NotifyMeContainer({ book, onClose }: NotifyMeContainerProps) {
  const t = useMessages();
  const email = useAppSelector((state) => state.session.user?.email ?? '');
  const [notify] = useNotifyWhenAvailableMutation();
  const [status, setStatus] = useState<NotifyMeStatus>('idle');
  const formik = useFormik({
    initialValues: { email },
    // The messages in the page's language (a schema's own validation words English only).
    validate: (values) => {
      const checked = validateForm(notifyMeSchema, values, t.language);
      return checked.ok ? {} : firstFieldErrors(checked.errors);
    },
    onSubmit: async (values) => {
      setStatus('loading');
      const result = await notify({
        bookId: String(book.Book_Id),
        status: book.bookStatus,
        email: notifyMeSchema.cast(values).email,
      });
      setStatus(result.error ? 'error' : 'success');
    },
  });
  return (
    <NotifyMeDialog
      open
      status={status}
      bookTitle={book.BOOK_TITLE}
      onClose={onClose}
      values={formik.values}
      errors={formik.errors}
      touched={formik.touched}
      onFieldChange={(field, value) => void formik.setFieldValue(field, value)}
      onFieldBlur={(field) => void formik.setFieldTouched(field, true)}
      onSubmit={() => void formik.submitForm()}
    />
  );
}
