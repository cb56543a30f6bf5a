import { useSearchCriteria } from '@/stores/search-criteria';
import { searchLinkParams } from '../utils/search-link';

/**
 * The search as named fields of the search form (issue 27): sent without the app, the form asks
 * the server for GET /buscar with them, and the server answers with the search link. The hotel
 * is the select's own field, so a hotel picked before the app is there counts too.
 */
export function SearchFormFields() {
  const { data_chegada, data_partida, id_hotel, apartamentos } = useSearchCriteria();
  const params = searchLinkParams({
    data_chegada: data_chegada ?? '',
    data_partida: data_partida ?? '',
    id_hotel,
    apartamentos,
  });
  params.delete('id_hotel');
  // No room chosen yet: the link's default room (2 adults) rather than 'quartos=0'.
  if (apartamentos.length === 0) params.delete('quartos');
  return (
    <>
      {[...params].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
