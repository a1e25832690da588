export * from './availability.js';
export * from './booking-schemas.js';
export * from './dates.js';
export * from './identity.js';
export * from './money.js';
export * from './pricing.js';
export * from './regions.js';
export * from './slots.js';
