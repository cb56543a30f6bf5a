import { useParams } from 'react-router-dom';
import { AddToStay } from './add-to-stay';

/** /minhaConta/reservas/<numero>/adicionar: park tickets and extras for a paid reservation. */
export default function AccountAddToStayRoute() {
  const { numero = '' } = useParams();
  return <AddToStay request={{ numero_reserva: numero }} source={`reserva:${numero}`} />;
}
