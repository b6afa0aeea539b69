import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { DataAge } from '@/components/data/data-age';
import { ImageGrid } from '@/components/image-grid';
import { PageHeader } from '@/components/page-header';
import { pageTitles } from '@/lib/page-titles';
import { useLocale } from '@/lib/use-locale';
import { useLoaded } from '@/lib/use-loaded';
import { contestsQueryOptions } from '../api/get-contests';
import { loadMyApplications } from '../load-my-applications';
import { residenceImages } from '../housing-images';
import { ContestList } from './contest-list';
import { RecipientGroups } from './recipient-groups';
import { ResidenceFacts } from './residence-facts';
import { ResidentsCommittee } from './residents-committee';
import './housing-page.css';

// Below the fold and the only user of Swiper here: loaded after the page is on screen.
const CommonAreasSlider = lazy(() =>
  import('./common-areas-slider').then((module) => ({ default: module.CommonAreasSlider })),
);

export const REGULATION_URL = '/files/regulamento-residencia.pdf';
export const PRICE_LIST_URL = '/files/precario-alojamento.pdf';

export function HousingPage() {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const query = useSuspenseQuery(contestsQueryOptions(locale));
  const MyApplications = useLoaded(loadMyApplications);
  const contests = query.data;
  const title = i18n._(pageTitles.housing);
  const now = new Date();
  return (
    <>
      <PageHeader title={title} trail={[{ label: title }]} />
      <DataAge query={query} />
      <div className="housing-intro">
        <p>
          <Trans>
            A residência universitária dos Serviços de Ação Social acolhe estudantes da Universidade da
            Madeira deslocados da sua área de residência, estudantes internacionais e de programas de
            mobilidade, num ambiente tranquilo, a poucos minutos do Campus da Penteada.
          </Trans>
        </p>
        <ul className="housing-downloads" aria-label={t`Documentos do alojamento`}>
          <li>
            <a className="button" href={REGULATION_URL} target="_blank" rel="noopener noreferrer">
              <Trans>Regulamento da residência (PDF)</Trans>
            </a>
          </li>
          <li>
            <a className="button" href={PRICE_LIST_URL} target="_blank" rel="noopener noreferrer">
              <Trans>Preçário do alojamento (PDF)</Trans>
            </a>
          </li>
        </ul>
      </div>

      <section aria-labelledby="housing-facts">
        <h2 id="housing-facts">
          <Trans>A residência</Trans>
        </h2>
        <ResidenceFacts />
      </section>

      <section aria-labelledby="housing-recipients">
        <h2 id="housing-recipients">
          <Trans>Destinatários</Trans>
        </h2>
        <RecipientGroups />
      </section>

      <section aria-labelledby="housing-contests">
        <h2 id="housing-contests">
          <Trans>Candidaturas</Trans>
        </h2>
        <ContestList contests={contests} now={now} />
        {MyApplications ? <MyApplications /> : null}
      </section>

      <section aria-labelledby="housing-committee">
        <h2 id="housing-committee">
          <Trans>Comissão de residentes</Trans>
        </h2>
        <ResidentsCommittee />
      </section>

      <section aria-labelledby="housing-gallery">
        <h2 id="housing-gallery">
          <Trans>Galeria</Trans>
        </h2>
        <ImageGrid
          label={t`Imagens da residência`}
          images={residenceImages.map((image) => ({
            src: image.src,
            alt: i18n._(image.alt),
            width: 800,
            height: 600,
          }))}
        />
      </section>

      <section aria-labelledby="housing-common-areas">
        <h2 id="housing-common-areas">
          <Trans>Áreas comuns</Trans>
        </h2>
        <Suspense fallback={<div className="common-areas common-areas--loading" aria-hidden="true" />}>
          <CommonAreasSlider />
        </Suspense>
      </section>
    </>
  );
}
