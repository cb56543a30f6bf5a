import Type, { type Static } from 'typebox';

/** Path parameters the content routes share. */

export const idParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParams = Static<typeof idParams>;

/** File names the sandbox generates: lower-case words joined by hyphens, one extension. */
export const fileParams = (extension: string) =>
  Type.Object({
    file: Type.String({ pattern: `^[a-z0-9][a-z0-9-]*\\.${extension}$`, maxLength: 200 }),
  });

export type FileParams = Static<ReturnType<typeof fileParams>>;
