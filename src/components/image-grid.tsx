import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Dialog } from './dialog';
import { useWideScreen } from './use-wide-screen';
import './image-grid.css';

export interface GridImage {
  src: string;
  /** The large version shown in the popup; `src` when absent. */
  largeSrc?: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * A grid of images. On wide screens (>= 1025 px) a click opens the large image in a popup, which closes by itself
 * when the screen becomes narrower; on smaller screens the images are plain images (spec section 2).
 */
export function ImageGrid({ images, label }: { images: readonly GridImage[]; label: string }) {
  const { t } = useLingui();
  const wide = useWideScreen();
  const [selected, setSelected] = useState<GridImage | null>(null);
  const shown = wide ? selected : null;
  // Narrower than the threshold: the popup closes, and does not come back when the screen widens again.
  useEffect(() => {
    if (!wide) setSelected(null);
  }, [wide]);
  return (
    <>
      <ul className="image-grid" aria-label={label}>
        {images.map((image) => {
          const img = (
            <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" />
          );
          return (
            <li key={image.src}>
              {wide ? (
                <button
                  type="button"
                  className="image-grid__open"
                  aria-label={t`Ampliar imagem: ${image.alt}`}
                  onClick={() => setSelected(image)}
                >
                  {img}
                </button>
              ) : (
                img
              )}
            </li>
          );
        })}
      </ul>
      <Dialog
        open={shown !== null}
        onClose={() => setSelected(null)}
        title={shown?.alt ?? ''}
        className="dialog--image"
        hideTitle
      >
        {shown ? (
          <img src={shown.largeSrc ?? shown.src} alt={shown.alt} width={shown.width} height={shown.height} />
        ) : null}
      </Dialog>
    </>
  );
}
