/** Custom directives shared by several dialects (importing this module registers them). */
export * from './dynamic-index-list.js';
