import { textLangAttributes } from '@bookshop/domain';
import type { ReactNode } from 'react';
import { usePageTitle } from './page-title';

export interface PageProps {
  title: string;
  description?: string;
  children?: ReactNode;
}

/** A page's heading and body; every route renders through it so each has a title and an h1. */
export function Page({ title, description, children }: PageProps) {
  usePageTitle(title, description);
  return (
    <section className="page">
      {/* An Urdu title (a book's) is marked Urdu and right to left, decided from its text. */}
      <h1 className="page__title" {...textLangAttributes(title)}>
        {title}
      </h1>
      {children}
    </section>
  );
}
