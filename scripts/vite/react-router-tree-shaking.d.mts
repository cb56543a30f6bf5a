import type { Plugin } from 'vite';

export function withoutTopLevelEffects(code: string): string;
export function reactRouterTreeShaking(): Plugin;
