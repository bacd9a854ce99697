/**
 * The organiser's programme of an event: talks, workshops, the opening. The exhibitors' agenda
 * shows them as the calendar item type 'activity' (SPEC section 3). Shared by the console's form
 * and the server, so both check the same rules and name the same errors (translated keys under
 * `organiser:activity.*`). That an activity lies within the event's days, read in the event's time
 * zone, needs the event: `outsideEvent` here, called by the server (and by the form before sending).
 */
import * as v from 'valibot';
import { dateTime } from './date-time';
import { zonedDay } from './meeting';

const instant = dateTime('activity.dateInvalid');

/** An activity as the organiser enters it (POST /api/organiser/events/:eventId/activities, PUT …/activities/:id). */
export const ActivityInput = v.pipe(
  v.strictObject({
    title: v.pipe(v.string('activity.titleRequired'), v.trim(), v.minLength(1, 'activity.titleRequired'), v.maxLength(200, 'activity.titleTooLong')),
    startsAt: instant,
    endsAt: instant,
    location: v.optional(v.pipe(v.string('activity.locationTooLong'), v.trim(), v.maxLength(200, 'activity.locationTooLong')), ''),
    description: v.optional(v.pipe(v.string('activity.descriptionTooLong'), v.trim(), v.maxLength(2000, 'activity.descriptionTooLong')), ''),
  }),
  v.forward(
    // A date that is not one has its own error.
    v.check((a) => !(Date.parse(a.startsAt) >= Date.parse(a.endsAt)), 'activity.endBeforeStart'),
    ['endsAt'],
  ),
);
export type ActivityInput = v.InferOutput<typeof ActivityInput>;

/** An activity as the console lists it and the agenda shows it; times are ISO instants. */
export const Activity = v.object({
  id: v.string(),
  eventId: v.string(),
  title: v.string(),
  startsAt: v.string(),
  endsAt: v.string(),
  location: v.string(),
  description: v.string(),
});
export type Activity = v.InferOutput<typeof Activity>;

/** The event's programme as the app fetches it for the agenda (GET /api/agenda/activities). */
export const ActivitiesResponse = v.object({ activities: v.array(Activity) });
export type ActivitiesResponse = v.InferOutput<typeof ActivitiesResponse>;

/**
 * Which end of an activity falls outside the event's days, read in the event's time zone: the start
 * before the event's first day, or the end after its last (an end at midnight after the last day is
 * still within); null when it lies within. Times within a day are free: an opening may begin
 * before the doors open. Its error is 'activity.outsideEvent'.
 */
export function outsideEvent(activity: Pick<ActivityInput, 'startsAt' | 'endsAt'>, event: { startsAt: string; endsAt: string; timezone: string }): 'startsAt' | 'endsAt' | null {
  if (zonedDay(activity.startsAt, event.timezone) < zonedDay(event.startsAt, event.timezone)) return 'startsAt';
  if (zonedDay(Date.parse(activity.endsAt) - 1, event.timezone) > zonedDay(event.endsAt, event.timezone)) return 'endsAt';
  return null;
}

/** The calendar day ('YYYY-MM-DD', in `zone`) an activity starts on, and the activities by day, in time order. */
export function activitiesByDay<T extends Pick<Activity, 'startsAt' | 'endsAt' | 'title'>>(activities: readonly T[], zone: string): Array<{ day: string; activities: T[] }> {
  const sorted = [...activities].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || Date.parse(a.endsAt) - Date.parse(b.endsAt) || a.title.localeCompare(b.title));
  const days: Array<{ day: string; activities: T[] }> = [];
  for (const activity of sorted) {
    const day = zonedDay(activity.startsAt, zone);
    const last = days[days.length - 1];
    if (last?.day === day) last.activities.push(activity);
    else days.push({ day, activities: [activity] });
  }
  return days;
}
