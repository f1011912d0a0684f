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
      <h1 className="page__title">{title}</h1>
      {children}
    </section>
  );
}
