import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from './breadcrumb';
import './page-header.css';

/**
 * Title bar of every page but home: breadcrumb, then the page's one h1. List and detail pages pass
 * `variant="dark"`: the bar turns black and the content gets a padding (spec section 2), by CSS alone
 * (`main:has(.page-header--dark)`), so a page prerendered as HTML has it before any JavaScript runs.
 */
export function PageHeader({
  title,
  trail,
  children,
  variant = 'default',
  titleLang,
}: {
  title: string;
  /** Set when the title is not in the page's language (UX-08). */
  titleLang?: string | undefined;
  trail: Crumb[];
  children?: ReactNode;
  variant?: 'default' | 'dark';
}) {
  return (
    <header className={variant === 'dark' ? 'page-header page-header--dark' : 'page-header'}>
      <Breadcrumb trail={trail} />
      <h1 lang={titleLang}>{title}</h1>
      {children}
    </header>
  );
}
