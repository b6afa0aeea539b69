import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { pageTitles } from '@/lib/page-titles';
import { useLangParam } from '@/lib/use-locale';
import './file-not-saved-page.css';

/** Only a PDF of this site's `/files/` is named and linked: the address comes from the URL, anyone can write it. */
export function savedFilePath(file: string | undefined): string | undefined {
  return file && /^\/files\/[^?#]+$/.test(file) && !file.includes('..') ? file : undefined;
}

/**
 * A PDF tapped with no connection that was never saved on this device: the service worker sends the student here
 * (src/sw/routes.ts) instead of the browser's "This site can't be reached", in the app's language (OFF-17).
 */
export function FileNotSavedPage({ file }: { file?: string | undefined }) {
  const { i18n } = useLingui();
  const lang = useLangParam();
  const path = savedFilePath(file);
  const name = path ? decodeURIComponent(path.split('/').pop() ?? '') : undefined;
  const title = i18n._(pageTitles.fileNotSaved);
  return (
    <>
      <PageHeader
        title={title}
        trail={[{ label: i18n._(pageTitles.documents), to: '/{-$lang}/documentacao' }, { label: title }]}
      />
      <section className="file-not-saved">
        <p>
          {name ? (
            <Trans>
              Está sem ligação e o documento <strong>{name}</strong> não foi guardado para ler sem ligação.
            </Trans>
          ) : (
            <Trans>Está sem ligação e este documento não foi guardado para ler sem ligação.</Trans>
          )}
        </p>
        <p>
          <Trans>
            Abra-o de novo quando tiver ligação. Para o poder ler sem ligação, use «Guardar para ler offline»
            junto ao documento, na Documentação.
          </Trans>
        </p>
        <p className="file-not-saved__actions">
          {path ? (
            <a className="button" href={path}>
              <Trans>Tentar abrir de novo</Trans>
            </a>
          ) : null}
          <Link to="/{-$lang}/documentacao" params={{ lang }}>
            <Trans>Ir para a Documentação</Trans>
          </Link>
        </p>
      </section>
    </>
  );
}
