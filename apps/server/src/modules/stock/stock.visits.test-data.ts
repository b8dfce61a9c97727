/** The visit days' date helpers, for tests that check a replenisher's day against the schedules. */
export { addDays, isoWeekday } from './stock.visits.rules.ts';
