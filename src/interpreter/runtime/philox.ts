/** Dropout's generator lives in src/support/philox.ts, shared with the comco-to-linalg lowering. */
export { dropScale, dropThreshold, keepElement, mulhi32, philox4x32, seedKey } from '../../support/philox.js';
