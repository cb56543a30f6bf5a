import { useParams } from 'react-router-dom';
import { RoomingList } from '@/features/account/components/reservations/rooming-list';
import { getHotel } from '@/features/content/api/get-hotel';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';

/** /voucher-roomlist/:roomingList: public rooming list of a group. */
export default function VoucherRoomListRoute() {
  useDocumentTitle('Lista de hóspedes');
  const { roomingList = '' } = useParams();
  return (
    <RoomingList
      key={roomingList}
      roomingList={roomingList}
      loadHotelAddress={(id) => getHotel(id).then((hotel) => hotel.endereco)}
    />
  );
}
