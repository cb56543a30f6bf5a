import {
  ACCOUNT_PATHS,
  type RoomingListRequest,
  type RoomingListResponse,
} from '@/api/contract/account';
import { mainApi } from '@/lib/http/clients';

/** POST /reserva/roomlist: a group's rooming list, opened from a public link. */
export async function getRoomingList(roomingList: string): Promise<RoomingListResponse> {
  const body: RoomingListRequest = { rooming_list: roomingList };
  const { data } = await mainApi.post<RoomingListResponse>(ACCOUNT_PATHS.roomingList, body);
  return data;
}
