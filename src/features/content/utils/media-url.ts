import { env } from '@/config/env';

/** miniatura, capa, logo, banners and promotions live in the group's uploads folder. */
export const uploadUrl = (file: string) => `${env.uploadsUrl}/${encodeURI(file)}`;

/** Hotel, unit and park photos live under the photos path. */
export { photoUrl } from '@/lib/photo-sources';
