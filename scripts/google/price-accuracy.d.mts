import type { Page } from '@playwright/test';

export declare const PRICED_HOTELS: number[];

export interface Mismatch {
  hotel: number;
  checkin: string;
  nights: number;
  expected: { room: string | null; plan: string | null; total: string };
  shown: { room: string | null; total: string | null };
}

export interface AccuracyReport {
  checked: number;
  matched: number;
  unavailable: number;
  mismatches: Mismatch[];
}

export declare function checkPriceAccuracy(options: {
  page: Page;
  origin: string;
  count: number;
  seed?: number;
  log?: (line: string) => void;
}): Promise<AccuracyReport>;
