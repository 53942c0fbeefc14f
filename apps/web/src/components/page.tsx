import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

interface PageProps {
  title: string;
  /** Narrow pages hold a single form. */
  narrow?: boolean;
  children?: ReactNode;
}

/** A page of the shell: its heading is the document title too. */
export function Page({ title, narrow = false, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className={narrow ? 'page page--narrow' : 'page'}>
      <h1 className="page__title">{title}</h1>
      {children}
    </div>
  );
}
