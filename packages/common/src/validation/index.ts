export * from './common.ts';
export * from './user.ts';
export * from './organization.ts';
export * from './product.ts';
export * from './kiosk.ts';
export * from './kiosk-settings.ts';
export * from './planogram.ts';
export * from './notification.ts';
