import { msg } from '@lingui/core/macro';

/** Illustrations in public/images (800 x 600). */
export const residenceImages = [
  { src: '/images/housing-residence.svg', alt: msg`Edifício da residência universitária` },
  { src: '/images/housing-room.svg', alt: msg`Quarto da residência` },
  { src: '/images/housing-kitchen.svg', alt: msg`Cozinha comum` },
  { src: '/images/housing-lounge.svg', alt: msg`Sala de convívio` },
] as const;

export const commonAreas = [
  { src: '/images/housing-kitchen.svg', name: msg`Cozinha` },
  { src: '/images/housing-laundry.svg', name: msg`Lavandaria` },
  { src: '/images/housing-study.svg', name: msg`Sala de estudo` },
  { src: '/images/housing-lounge.svg', name: msg`Sala de convívio` },
  { src: '/images/housing-parking.svg', name: msg`Estacionamento` },
] as const;
