import { createFileRoute } from '@tanstack/react-router';
import { HousingFormPage } from '@/features/housing/components/housing-form-page';

export const Route = createFileRoute('/{-$lang}/formulario')({
  component: HousingFormPage,
});
