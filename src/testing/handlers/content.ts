import type { RequestHandler } from 'msw';

/** Admin and services API happy paths (banners, promotions, theme, hotels, pages). */
export const contentHandlers: RequestHandler[] = [];
