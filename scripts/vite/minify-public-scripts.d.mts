export declare const PUBLIC_SCRIPTS: string[];
export declare function minifyPublicScripts(outDir: string): [string, number, number][];
