/** 'Horário previsto de chegada': HH:mm, 00:00 to 23:59. */
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const ARRIVAL_TIME_MESSAGE = 'Informe o horário no formato HH:mm (00:00 a 23:59).';

export function isValidArrivalTime(value: string): boolean {
  return HH_MM.test(value.trim());
}
