import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

/** The presentation video on YouTube's no-cookie host. */
export const INTRO_VIDEO_ID = 'aqz-KE-bpKQ';

/**
 * A poster button until the user asks for the video: nothing from YouTube (frame, script, cookie) loads before
 * that, for privacy and for the first load's weight.
 */
export function IntroVideo() {
  const { t } = useLingui();
  const [playing, setPlaying] = useState(false);
  const title = t`Vídeo de apresentação dos Serviços de Ação Social`;
  return (
    <div className="intro-video">
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${INTRO_VIDEO_ID}?autoplay=1`}
          title={title}
          width={560}
          height={315}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button type="button" className="intro-video__poster" onClick={() => setPlaying(true)}>
          <svg aria-hidden="true" viewBox="0 0 64 64" width="64" height="64">
            <circle cx="32" cy="32" r="30" fill="currentColor" opacity="0.85" />
            <path d="M26 20l20 12-20 12z" fill="#fff" />
          </svg>
          <span>
            <Trans>Ver o vídeo de apresentação</Trans>
          </span>
          <small>
            <Trans>Ao reproduzir, o vídeo é carregado a partir do YouTube.</Trans>
          </small>
        </button>
      )}
    </div>
  );
}
