/** Reusable JSON schemas for route input. */

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

export interface IdParams {
  id: number;
}

/** File names the sandbox generates: lower-case words joined by hyphens, one extension. */
export const fileParams = (extension: string) =>
  ({
    type: 'object',
    required: ['file'],
    properties: {
      file: { type: 'string', pattern: `^[a-z0-9][a-z0-9-]*\\.${extension}$`, maxLength: 200 },
    },
  }) as const;

export interface FileParams {
  file: string;
}
