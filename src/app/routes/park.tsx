import { useLoaderData } from 'react-router-dom';
import { ParkDetails } from '@/features/content/components/park-details';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import type { ParkLoaderData } from './park.loader';

/** /{product}-acqua-park */
export default function ParkPage() {
  const { park } = useLoaderData() as ParkLoaderData;
  useDocumentTitle(park.nome);
  return <ParkDetails park={park} />;
}
