import type { Rolldown } from 'vite';

export const HELD_SEARCH_CHUNK: string;
export const chunkGroups: Rolldown.CodeSplittingGroup[];
