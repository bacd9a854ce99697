/**
 * The session and logging in: what the server says of the caller's session, setting it from a
 * login link (with a second factor or an accepted event's terms), ending it, and "send me a login
 * link". Served by server/login, called by src/data/session.ts and src/features/login.
 */
import * as v from 'valibot';
import { endpoint } from './define';
import { EventList, LoginRequest, LoginRequestAnswer, SessionSetRequest, SessionSetResponse } from '../login';
import { SessionAnswer } from '../session';

/** The caller's session, or that there is none ('notLoggedIn' for a token that no longer opens one: the app forgets it). */
export const currentSession = endpoint({ method: 'GET', path: '/api/session', answer: SessionAnswer, access: { public: true } });

/** A login link's verifier (and its second factor, the event's terms): the new session's token, or why not. */
export const setSession = endpoint({ method: 'PUT', path: '/api/session', body: SessionSetRequest, answer: SessionSetResponse, access: { public: true } });

/** Logs out: this session and the one it was switched from (`keep: 'parent'` keeps that one: back to the administrator). */
export const endSession = endpoint({ method: 'DELETE', path: '/api/session', query: v.strictObject({ keep: v.optional(v.picklist(['parent'])) }), status: 204, access: { releasedSeat: true } });

/** Mails a login link and code to a person of an exhibitor; answers the same whether the address is known or not. */
export const requestLogin = endpoint({ method: 'POST', path: '/api/login/request', body: LoginRequest, answer: LoginRequestAnswer, access: { public: true }, refusals: ['emailInvalid'] });

/** The events one can log in to, newest first. */
export const eventList = endpoint({ method: 'GET', path: '/api/events', answer: EventList, access: { public: true } });
