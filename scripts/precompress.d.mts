export interface PrecompressResult {
  files: number;
  before: number;
  after: number;
}
export declare function precompress(dir: string): Promise<PrecompressResult>;
export declare function describe(dir: string, result: PrecompressResult): string;
