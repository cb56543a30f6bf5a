import type { Rolldown } from 'vite';

export const chunkGroups: Rolldown.CodeSplittingGroup[];
