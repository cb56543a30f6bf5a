import type { Plugin } from 'vite';

export function styledComponentIds(): Plugin;
