/** One reference-data item as written in the seed modules: [Code, Text]. */
export type LookupEntry = readonly [code: string, text: string];
