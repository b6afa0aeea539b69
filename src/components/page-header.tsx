import { useEffect, type ReactNode } from 'react';
import { Breadcrumb, type Crumb } from './breadcrumb';
import './page-header.css';

/** Set on <body> while a list or detail page is shown: the content gets its padding (spec section 2). */
export const DARK_TITLE_BODY_CLASS = 'has-dark-title';

/**
 * Title bar of every page but home: breadcrumb, then the page's one h1. List and detail pages pass
 * `variant="dark"`: the bar turns black and the content gets a padding; both go away when the page is left.
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
  useEffect(() => {
    document.title = `${title} | SASUMA`;
  }, [title]);
  useEffect(() => {
    if (variant !== 'dark') return;
    document.body.classList.add(DARK_TITLE_BODY_CLASS);
    return () => document.body.classList.remove(DARK_TITLE_BODY_CLASS);
  }, [variant]);
  return (
    <header className={variant === 'dark' ? 'page-header page-header--dark' : 'page-header'}>
      <Breadcrumb trail={trail} />
      <h1 lang={titleLang}>{title}</h1>
      {children}
    </header>
  );
}
