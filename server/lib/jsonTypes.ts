/** JSON Schema building blocks shared by the route schemas (one definition, every route). */
export const str = { type: 'string' } as const;
export const num = { type: 'number' } as const;
export const int = { type: 'integer' } as const;
export const bool = { type: 'boolean' } as const;
export const strOrNull = { type: ['string', 'null'] } as const;
export const numOrNull = { type: ['number', 'null'] } as const;
export const intOrNull = { type: ['integer', 'null'] } as const;
