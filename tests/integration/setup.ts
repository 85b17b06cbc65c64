import { inject } from 'vitest';

// The data layer and handlers read their configuration from process.env when first imported.
Object.assign(process.env, inject('stack').env);
