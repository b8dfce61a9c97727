/** Time-zone arithmetic: the one implementation lives in `@kiosk/common/time-zone` (the console uses it too). */
export * from '@kiosk/common/time-zone';
