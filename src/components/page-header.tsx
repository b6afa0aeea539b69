import { useEffect, type ReactNode } from 'react';
import { Breadcrumb, type Crumb } from './breadcrumb';

/** Title bar of every page but home: breadcrumb, then the page's one h1. */
export function PageHeader({
  title,
  trail,
  children,
}: {
  title: string;
  trail: Crumb[];
  children?: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} | SASUMA`;
  }, [title]);
  return (
    <header className="page-header">
      <Breadcrumb trail={trail} />
      <h1>{title}</h1>
      {children}
    </header>
  );
}
