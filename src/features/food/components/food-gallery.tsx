import { useLingui } from '@lingui/react/macro';

/** Illustrations of the food service (static files in public/images). */
export function FoodGallery() {
  const { t } = useLingui();
  const images = [
    { src: '/images/food-1.svg', alt: t`Prato do dia servido na cantina` },
    { src: '/images/food-2.svg', alt: t`Sopa quente` },
    { src: '/images/food-3.svg', alt: t`Salada fresca` },
    { src: '/images/food-4.svg', alt: t`Sobremesa` },
  ];
  return (
    <ul className="food-gallery" aria-label={t`Imagens da alimentação`}>
      {images.map((image) => (
        <li key={image.src}>
          <img src={image.src} alt={image.alt} width={400} height={300} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}
