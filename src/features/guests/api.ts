/**
 * The guests' screens read and change the server's data through the declared endpoints
 * (src/domain/endpoints/guests.ts; online only: registrations, links, the form and the codes are
 * the server's to keep). A refusal comes back as the translated reason: a field's message under
 * `fields`, or one message; the form's questions are refused in the questions' words.
 */
import { attempt as attemptIn, type Outcome } from '../../ui/remote/api';

/** Where the guests' refusals are said: their own texts, then the questions' (the registration form). */
export const GUEST_TEXTS = ['guests', 'questions'] as const;

/** How a guests' call went (src/ui/remote/api.ts). */
export const attempt = <T>(work: Promise<T>): Promise<Outcome<T>> => attemptIn(work, GUEST_TEXTS);
