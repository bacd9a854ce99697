/**
 * A member form's draft and its sending: checked here with the server's own rules (mistakes go
 * under their field, the first of them takes the focus), then handed to `onSubmit`, whose refusal
 * comes back under the fields it names or for the whole form.
 */
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { fieldErrors } from '../../domain/organiser';
import type { Permission } from '../../domain/session';
import { NewTeamMember, TeamMemberInput, type AttendanceState, type JoinMethod, type TeamMember } from '../../domain/team';
import type { SaveResult } from './useTeam';

export interface Draft {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  registrationType: string;
  public: boolean;
  contactable: boolean;
  permissions: Permission[];
  attendance: AttendanceState | null;
  language: string;
  join: JoinMethod;
}

/** The draft's fields that are plain text inputs. */
export type TextKey = 'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'registrationType';

export type MemberSubmit = (input: v.InferOutput<typeof NewTeamMember> | v.InferOutput<typeof TeamMemberInput>) => Promise<SaveResult>;

function draftOf(member: TeamMember | null, language: string): Draft {
  return {
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    email: member?.email ?? '',
    phone: member?.phone ?? '',
    company: member?.company ?? '',
    registrationType: member?.registrationType ?? '',
    public: member?.public ?? false,
    contactable: member?.contactable ?? false,
    permissions: member?.permissions ?? ['createConnections'],
    attendance: member?.attendance ?? null,
    language: member?.language ?? language,
    join: 'invite',
  };
}

/** The draft of `member` (null: a new one), its errors and `submit`; `formId` is the form's id, for the focus. */
export function useMemberForm(member: TeamMember | null, onSubmit: MemberSubmit, language: string, formId: string) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(member, language));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const { join, ...fields } = draft;
    const parsed = member ? v.safeParse(TeamMemberInput, fields) : v.safeParse(NewTeamMember, { ...fields, join });
    if (!parsed.success) {
      setErrors(Object.fromEntries(Object.entries(fieldErrors(parsed.issues)).map(([k, key]) => [k.split('.')[0]!, `error.${key.replace(/^team\./, '')}`])));
      setFormError(null);
      // The first field with a mistake gets the focus.
      requestAnimationFrame(() => (document.querySelector(`#${CSS.escape(formId)} [aria-invalid="true"]`) as HTMLElement | null)?.focus());
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await onSubmit(parsed.output);
    setBusy(false);
    if (!result.ok) {
      setErrors(Object.fromEntries(Object.entries(result.fields).map(([k, key]) => [k.split('.')[0]!, key.replace(/^team:/, '')])));
      setFormError(Object.keys(result.fields).length ? null : result.error);
    }
  }

  return { draft, setDraft, set, errors, formError, busy, submit };
}
