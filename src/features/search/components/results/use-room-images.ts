import { useEffect, useState, type RefObject } from 'react';
import type { UhImagem } from '@/api/contract/search';
import { getRoomImages } from '../../api/get-room-images';

export type RoomImagesState =
  { status: 'waiting' } | { status: 'loaded'; images: UhImagem[] } | { status: 'failed' };

/**
 * Room types repeat across the requested rooms (tabs) and re-renders; one request per room
 * type per page visit is enough. Failures are not kept, so a later card may try again.
 */
const cache = new Map<number, Promise<UhImagem[]>>();

function loadOnce(uhId: number): Promise<UhImagem[]> {
  let pending = cache.get(uhId);
  if (!pending) {
    pending = getRoomImages(uhId);
    pending.catch(() => cache.delete(uhId));
    cache.set(uhId, pending);
  }
  return pending;
}

/** Tests start each case from an empty cache. */
export const clearRoomImagesCache = () => cache.clear();

/**
 * The photos of a room type, fetched only once its card comes near the viewport: a search
 * for all hotels lists dozens of cards and most are never scrolled to.
 */
export function useRoomImages(uhId: number, target: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<RoomImagesState>({ status: 'waiting' });
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const node = target.current;
    if (visible || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible, target]);

  useEffect(() => {
    if (!visible) return;
    let alive = true;
    loadOnce(uhId).then(
      (images) => alive && setState({ status: 'loaded', images }),
      () => {
        console.error('Falha ao buscar Imagens da uh!');
        if (alive) setState({ status: 'failed' });
      },
    );
    return () => {
      alive = false;
    };
  }, [uhId, visible]);

  return state;
}
