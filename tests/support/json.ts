/**
 * What a test parsed from a response or a file: read loosely, since each assertion states the exact
 * shape and values it expects. The one `any` outside the migrations (eslint's no-explicit-any).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
export type ParsedJson = Record<string, Json>;
