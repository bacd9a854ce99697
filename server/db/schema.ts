/**
 * Kysely's view of the tables created by the migrations (server/db/migrations); schema.test.ts
 * compares it with the migrated database, table by table and column by column.
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { ExhibitorSettings, Permission, SessionMode } from '../../src/domain/session';
import type { ConnectionStage, InitiatorType, NoteType, SourceType } from '../../src/domain/connection';
import type { LicenceType } from '../../src/domain/licence';
import type { QuestionType } from '../../src/domain/question';
import type { RegistrationAnswer } from '../../src/domain/connection';
import type { ContentContactInput, ContentElement, ContentLink, ContentType } from '../../src/domain/content';
import type { FollowUpItem, FollowUpMode, FollowUpState } from '../../src/domain/follow-up';
import type { BillingAddress, OrderState, PaymentState } from '../../src/domain/orders';
import type { ConversationKind, Folder, MeetingState, MemberResponse, MemberRole, MessageType, NotificationType, TimeslotKind } from '../../src/domain/conversation';
import type { MeetingType } from '../../src/domain/meeting';
import type { ApiAccountState, IpRestriction, WebhookEvent } from '../../src/domain/api-access';
import type { ReviewState, TaskAudience, TaskMandate, TaskState } from '../../src/domain/tasks';
import type { MediaKind } from '../../src/domain/media';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface EventsTable {
  id: string;
  name: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  timezone: string;
  environment_name: Generated<string>;
  application_color: string;
  action_color: string;
  question_limit: Generated<number>;
  product_limit: Generated<number>;
  allow_add_questions: Generated<boolean>;
  created_at: DefaultTimestamp;
  terms_text: Generated<string>;
  terms_version: Generated<string>;
  /** Who issues the shop's invoices: name, address, VAT number, one per line. */
  invoice_issuer: Generated<string>;
  max_pending_chats: Generated<number>;
  retention_days: Generated<number>;
  /** The visitor fields exhibitors receive; null: all. */
  visitor_fields: ColumnType<string[] | null, string | null | undefined, string | null>;
}

export interface OrganisersTable {
  id: string;
  name: string;
  email: string | null;
  language: Generated<string>;
  created_at: DefaultTimestamp;
}

export interface OrganiserSessionsTable {
  id: string;
  token_hash: string;
  organiser_id: string;
  created_at: DefaultTimestamp;
  last_seen_at: DefaultTimestamp;
  expires_at: Timestamp;
}

export interface BadgeTypesTable {
  id: string;
  event_id: string;
  name: string;
  price_cents: number;
  currency: Generated<string>;
  /** Hundredths of a percent (1900 = 19 %). */
  vat_rate_bp: number;
  complimentary: Generated<number>;
  /** null: unlimited. */
  stock: number | null;
  created_at: DefaultTimestamp;
}

export interface OrganiserApiKeysTable {
  id: string;
  organiser_id: string;
  name: string;
  prefix: string;
  secret_hash: string;
  created_at: DefaultTimestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface PartnersTable {
  id: string;
  event_id: string;
  name: string;
  settings: ColumnType<ExhibitorSettings, string, string>;
  created_at: DefaultTimestamp;
  /** Points from which a lead is hot, and warm (the exhibitor's rating rules). */
  hot_from: ColumnType<number, number | undefined, number>;
  warm_from: ColumnType<number, number | undefined, number>;
  /** 'HH:MM' in the event's time zone: when end-of-day follow-ups go out. */
  followup_batch_at: Generated<string>;
}

export interface UsersTable {
  id: string;
  event_id: string;
  badge_code: string;
  email: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  fullname: string | null;
  firstinitials: string | null;
  lastnameprefix: string | null;
  suffix: string | null;
  title: string | null;
  gender: string | null;
  company: string | null;
  department: string | null;
  jobfunction: string | null;
  phone1: string | null;
  phone2: string | null;
  fax: string | null;
  website: string | null;
  addressline1: string | null;
  addressline2: string | null;
  housenumber: string | null;
  housenumbersuffix: string | null;
  postalcode: string | null;
  city: string | null;
  country: string | null;
  state: string | null;
  cocnumber: string | null;
  vatnumber: string | null;
  registration_type: string | null;
  /** Answers at registration: [{ question, answer }]. */
  registration_answers: ColumnType<RegistrationAnswer[], string | undefined, string>;
  registration_state: Generated<string>;
  attendance_state: string | null;
  attendance_type: string | null;
  language: Generated<string>;
  public: Generated<boolean>;
  contactable: Generated<boolean>;
  is_system: Generated<boolean>;
  last_login_at: Timestamp | null;
  terms_accepted_at: Timestamp | null;
  /** Whose terms (which event) and which version were accepted at the first login (migration 0038). */
  terms_event_id: ColumnType<string | null, string | null | undefined, string | null>;
  terms_version: ColumnType<string | null, string | null | undefined, string | null>;
  two_factor_method: 'email' | 'sms' | 'authenticator' | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  calendar_token_hash: Generated<string | null>;
  /** Where SMS codes go: a number confirmed with a code (migration 0009). */
  two_factor_phone: string | null;
  /** The organiser's terms version the visitor agreed to at registration, and when. */
  consent_terms_version: ColumnType<string | null, string | null | undefined, string | null>;
  consent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** What a guest registered through: the registration link's name or the action code (migration 0027). */
  consent_source: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the event's check-in saw the visitor (attendance 'show'). */
  checked_in_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: DefaultTimestamp;
}

export interface StaffTable {
  partner_id: string;
  user_id: string;
  permissions: ColumnType<Permission[], Permission[] | undefined, Permission[]>;
  /** How many complimentary badges this member may hand out (badge_grants.given_by_user_id counts their use). */
  complimentary_badges: Generated<number>;
  created_at: DefaultTimestamp;
}

/** A badge of the exhibitor handed out: to a member of the team, or to a guest (0021). */
export interface BadgeGrantsTable {
  id: string;
  partner_id: string;
  badge_type_id: string;
  holder_user_id: string | null;
  holder_email: string | null;
  given_by_user_id: string | null;
  created_at: DefaultTimestamp;
}

export interface LicencesTable {
  id: string;
  partner_id: string;
  code: string;
  type: LicenceType;
  total: number | null;
  created_at: DefaultTimestamp;
}

export interface LicenceActivationsTable {
  id: string;
  licence_id: string;
  name: string | null;
  email: string | null;
  activated_at: DefaultTimestamp;
  /** When the scan user proved the address with a mailed code: exports are mailed only then. */
  email_confirmed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Released by the exhibitor's administrator: no longer counts; its device may only send what it holds. */
  released_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The version of the licence's event's terms the device's user accepted, and when (migration 0038). */
  terms_version: ColumnType<string | null, string | null | undefined, string | null>;
  terms_accepted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: string;
  kind: string;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  run_at: ColumnType<Date, Date | undefined, Date>;
  attempts: Generated<number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  locked_by: string | null;
  locked_until: Date | null;
  last_error: string | null;
  singleton_key: string | null;
  created_at: DefaultTimestamp;
  finished_at: Date | null;
}

export interface UploadsTable {
  id: string;
  partner_id: string;
  /** The scanner key of who started the upload ('u:<user>' or 'a:<activation>'). */
  uploader: string;
  size: number;
  created_at: DefaultTimestamp;
}

/** Which owner holds an upload (migration 0033): one row per upload, added and removed by triggers on the owners' tables. */
export interface UploadClaimsTable {
  upload_id: string;
  partner_id: string;
  kind: 'note' | 'content' | 'task';
  /** The note, content item or task that holds it. */
  owner_id: string;
  created_at: DefaultTimestamp;
}

export interface EmailConfirmationsTable {
  id: string;
  activation_id: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  used_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface ConnectionsTable {
  id: string;
  event_id: string;
  partner_id: string;
  badge_code: string;
  visitor_id: string | null;
  scanned_by_user_id: string | null;
  scanned_by_activation_id: string | null;
  scanned_at: Timestamp;
  source_type: SourceType;
  initiator_type: ColumnType<InitiatorType, InitiatorType | undefined, InitiatorType>;
  stage: ColumnType<ConnectionStage, ConnectionStage | undefined, ConnectionStage>;
  /** The scanner's override of the rating worked out from the answers; null: worked out. */
  rating: 'hot' | 'warm' | 'cold' | null;
  rating_set_by: string | null;
  licensed: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  version: Generated<number>;
  scanned_by_name: Generated<string>;
}

export interface ConnectionNotesTable {
  id: string;
  connection_id: string;
  type: ColumnType<NoteType, NoteType | undefined, NoteType>;
  text: Generated<string>;
  author_user_id: string | null;
  author_name: Generated<string>;
  created_at: Timestamp;
  version: Generated<number>;
  partner_id: string;
}

export interface ConnectionStageEntriesTable {
  id: string;
  connection_id: string;
  stage: ConnectionStage;
  comment: Generated<string>;
  author_user_id: string | null;
  author_name: Generated<string>;
  created_at: Timestamp;
  version: Generated<number>;
  partner_id: string;
  /** The order the server accepted the entry: the history's order (the stage is the last). */
  seq: Generated<string>;
}

/** Every scan of a connection's badge: a meeting in its history (the first is the connection's scan). */
export interface ConnectionScansTable {
  id: string;
  connection_id: string;
  partner_id: string;
  scanned_by_user_id: string | null;
  scanned_by_activation_id: string | null;
  scanned_by_name: Generated<string>;
  scanned_at: Timestamp;
  source_type: SourceType;
  version: Generated<number>;
}

/** A connection deleted on purpose: tells devices to drop it. */
export interface ConnectionDeletionsTable {
  connection_id: string;
  partner_id: string;
  deleted_at: Timestamp;
  version: number;
  /** Erased at the visitor's request or by retention: no earlier capture may bring it back. */
  erased: ColumnType<boolean, boolean | undefined, boolean>;
}

/** Who did what to which record, when: no personal data of visitors. */
export interface AuditLogTable {
  id: Generated<string>;
  partner_id: string | null;
  event_id: string | null;
  actor: string;
  actor_name: Generated<string>;
  action: string;
  subject: string;
  at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** How many rows the action touched (exports, erasures); null where it is one thing. */
  row_count: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface QuestionsTable {
  id: string;
  partner_id: string;
  name: string;
  type: QuestionType;
  enabled: Generated<boolean>;
  allow_other: Generated<boolean>;
  position: Generated<number>;
  created_at: DefaultTimestamp;
  /** The name in the other languages; `name` is the default language's. */
  names: ColumnType<Record<string, string>, string | undefined, string>;
}

export interface QuestionOptionsTable {
  id: string;
  question_id: string;
  name: string;
  position: Generated<number>;
  /** Points towards the lead rating (0 to 3). */
  points: Generated<number>;
  names: ColumnType<Record<string, string>, string | undefined, string>;
}

export interface ConnectionAnswersTable {
  connection_id: string;
  question_id: string;
  choices: ColumnType<string[], string[] | undefined, string[]>;
  text: string | null;
  updated_by_user_id: string | null;
  updated_at: Timestamp;
  version: Generated<number>;
  partner_id: string;
}

export interface ContentsTable {
  id: string;
  partner_id: string;
  type: ContentType;
  name: string;
  summary: string | null;
  description: string | null;
  labels: ColumnType<string[], string[] | undefined, string[]>;
  links: ColumnType<ContentLink[], string | undefined, string>;
  public: Generated<boolean>;
  position: Generated<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  share_key: Generated<string>;
  elements: ColumnType<ContentElement[], string | undefined, string>;
  address: Generated<string>;
  contact: ColumnType<ContentContactInput, string | undefined, string>;
  /** 'YYYY-MM-DD' and 'HH:MM', kept as text (no time zone: the show's local day and time). */
  starts_on: string | null;
  ends_on: string | null;
  opens_at: string | null;
  closes_at: string | null;
  banner_file_id: string | null;
  logo_file_id: string | null;
}

export interface FollowupTemplatesTable {
  partner_id: string;
  language: string;
  subject: string;
  body: string;
  updated_at: DefaultTimestamp;
}

export interface ConnectionFollowupsTable {
  id: string;
  partner_id: string;
  connection_id: string;
  requested_by_user_id: string | null;
  requested_by_name: Generated<string>;
  language: string;
  mode: FollowUpMode;
  send_at: Timestamp;
  state: Generated<FollowUpState>;
  sent_at: Timestamp | null;
  items: ColumnType<FollowUpItem[], string | undefined, string>;
  unsubscribe_token: string;
  requested_at: Timestamp;
  version: Generated<number>;
}

export interface FollowupOptoutsTable {
  partner_id: string;
  email: string;
  at: DefaultTimestamp;
}

export interface ContentFilesTable {
  id: string;
  partner_id: string;
  content_id: string;
  name: Generated<string>;
  media_type: string;
  size: ColumnType<number, number, number>;
  created_at: DefaultTimestamp;
}

export interface ConnectionContentsTable {
  connection_id: string;
  content_id: string;
  partner_id: string;
  shared: boolean;
  updated_by_user_id: string | null;
  updated_by_name: Generated<string>;
  updated_at: Timestamp;
  version: Generated<number>;
}

export interface MediaTable {
  id: string;
  connection_id: string;
  note_id: string | null;
  kind: MediaKind;
  media_type: string;
  size: number;
  sha256: string | null;
  storage_key: string;
  complete: Generated<boolean>;
  created_at: DefaultTimestamp;
}

export interface LoginVerifiersTable {
  id: string;
  mode: 'partner' | 'staff' | 'scan' | 'token' | 'organiser';
  subject: string;
  verifier_hash: string;
  user_id: string | null;
  single_use: Generated<boolean>;
  expires_at: Timestamp | null;
  used_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  mode: SessionMode;
  event_id: string;
  partner_id: string | null;
  user_id: string | null;
  licence_activation_id: string | null;
  embedded: Generated<boolean>;
  created_at: DefaultTimestamp;
  last_seen_at: DefaultTimestamp;
  expires_at: Timestamp;
  /** The session this one was switched from (staff mode): it ends with it. */
  parent_session_id: Generated<string | null>;
  /** When its person last entered a code of their current second factor (two-factor changes need one). */
  two_factor_verified_at: Generated<Date | null>;
}

export interface InvitationsTable {
  code_hash: string;
  partner_id: string;
  user_id: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface LoginRequestsTable {
  id: string;
  email: string;
  user_id: string | null;
  token_hash: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface TwoFactorChallengesTable {
  id: string;
  user_id: string;
  method: 'email' | 'sms' | 'authenticator';
  code_hash: string | null;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: DefaultTimestamp;
  /** Set when the challenge confirms this number for SMS codes; null for login codes. */
  phone: string | null;
}

export interface LoginThrottleTable {
  key: string;
  failures: Generated<number>;
  window_started_at: DefaultTimestamp;
  blocked_until: Timestamp | null;
}

export interface PartnerVersionsTable {
  partner_id: string;
  version: Generated<number>;
}

export interface ConnectionScannersTable {
  connection_id: string;
  scanner: string;
  /** The exhibitor's version at which this scanner first captured the connection: without showAllConnections they see what was written since. */
  since_version: ColumnType<number, number | undefined, number>;
}

export interface ExportMailsTable {
  id: string;
  partner_id: string;
  /** The scanner key of who asked ('u:<user>' or 'a:<activation>'). */
  person: string;
  connections: number;
  sent_at: DefaultTimestamp;
}

export interface SyncClientsTable {
  client_id: string;
  partner_id: string;
  /** Whose outbox: 'u:<user>' or, for scan sessions, 'l:<licence>'; null before owners were recorded (taken by the next push). */
  owner: Generated<string | null>;
  last_mutation_id: Generated<number>;
  updated_at: DefaultTimestamp;
}

export interface SyncOutcomesTable {
  client_id: string;
  mutation_id: number;
  outcome: string;
  reason: string | null;
  created_at: DefaultTimestamp;
}

export interface OrdersTable {
  id: string;
  partner_id: string;
  code: string;
  state: ColumnType<OrderState, OrderState | undefined, OrderState>;
  currency: string;
  net_cents: ColumnType<number, number, number>;
  vat_cents: ColumnType<number, number, number>;
  gross_cents: ColumnType<number, number, number>;
  billing: ColumnType<BillingAddress, string | undefined, string>;
  ordered_by_user_id: string | null;
  ordered_by_name: Generated<string>;
  expires_at: Timestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface OrderItemsTable {
  order_id: string;
  badge_type_id: string;
  position: number;
  name: string;
  unit_cents: ColumnType<number, number, number>;
  quantity: number;
  vat_rate_bp: number;
}

export interface PaymentsTable {
  id: string;
  order_id: string;
  provider: string;
  state: ColumnType<PaymentState, PaymentState | undefined, PaymentState>;
  sequence: Generated<number>;
  amount_cents: ColumnType<number, number, number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface LocalCheckoutsTable {
  token_hash: string;
  payment_id: string;
  amount_cents: ColumnType<number, number, number>;
  currency: string;
  description: string;
  return_url: string;
  /** The payment at the checkout, or closed: the shop ended it before the buyer acted (the order ended, or a newer checkout replaced it). */
  state: ColumnType<PaymentState | 'closed', PaymentState | 'closed' | undefined, PaymentState | 'closed'>;
  sequence: Generated<number>;
  created_at: DefaultTimestamp;
}

/** Meet and talk (0023). */
export interface TimeslotsTable {
  id: string;
  partner_id: string;
  user_id: string;
  kind: TimeslotKind;
  starts_at: Timestamp;
  ends_at: Timestamp;
  deleted: Generated<boolean>;
  created_at: DefaultTimestamp;
  version: Generated<number>;
}

export interface ConversationsTable {
  id: string;
  partner_id: string;
  event_id: string;
  kind: ConversationKind;
  company: Generated<boolean>;
  subject: Generated<string>;
  created_by: string | null;
  created_at: DefaultTimestamp;
  last_message_at: DefaultTimestamp;
  version: Generated<number>;
  meeting_type: MeetingType | null;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  location: Generated<string>;
  message: Generated<string>;
  state: MeetingState | null;
  sequence: Generated<number>;
  proposed_starts_at: Timestamp | null;
  proposed_ends_at: Timestamp | null;
  proposed_by: string | null;
  reminded_sequence: number | null;
}

export interface ConversationMembersTable {
  conversation_id: string;
  member_id: string;
  user_id: string | null;
  staff: Generated<boolean>;
  name: Generated<string>;
  email: string | null;
  role: MemberRole;
  response: ColumnType<MemberResponse, MemberResponse | undefined, MemberResponse>;
}

export interface MeetingLinksTable {
  token_hash: string;
  conversation_id: string;
  member_id: string;
  created_at: DefaultTimestamp;
}

export interface MeetingBookingsTable {
  conversation_id: string;
  member_id: string;
  /** A tstzrange, written as sql`tstzrange(…)`. */
  during: string;
}

export interface MessagesTable {
  id: string;
  conversation_id: string;
  partner_id: string;
  author_id: string | null;
  author_name: Generated<string>;
  type: MessageType;
  body: Generated<string>;
  created_at: Timestamp;
  recalled: Generated<boolean>;
  version: Generated<number>;
}

export interface ConversationStatesTable {
  conversation_id: string;
  user_id: string;
  partner_id: string;
  folder: ColumnType<Folder, Folder | undefined, Folder>;
  unread: Generated<boolean>;
  version: Generated<number>;
}

export interface NotificationsTable {
  id: string;
  partner_id: string;
  user_id: string;
  /** Null for a notification about a task (0040). */
  conversation_id: string | null;
  task_id: string | null;
  type: NotificationType;
  created_at: DefaultTimestamp;
  read: Generated<boolean>;
  version: Generated<number>;
}

export interface BookingRequestsTable {
  id: string;
  partner_id: string;
  user_id: string;
  meeting_type: 'online' | 'onsite';
  starts_at: Timestamp;
  ends_at: Timestamp;
  name: string;
  email: string;
  message: Generated<string>;
  language: Generated<string>;
  token_hash: string;
  created_at: DefaultTimestamp;
  /** The link's validity (a day). */
  expires_at: Timestamp;
  /** Until when the time is held for this request (minutes); a later confirmation takes it only if still free. */
  held_until: Timestamp;
  client_address: string | null;
  conversation_id: string | null;
}

/** The organiser's programme of an event: talks, workshops, the opening (the agenda's 'activity'). */
export interface EventActivitiesTable {
  id: string;
  event_id: string;
  title: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  location: Generated<string>;
  description: Generated<string>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** Registration form options: ids stay when the form is edited (the answers name them). */
export interface RegistrationOptionJson {
  id: string;
  name: string;
  names: Record<string, string>;
}

export interface RegistrationLinksTable {
  id: string;
  partner_id: string;
  slug: string;
  name: string;
  description: Generated<string>;
  registration_type: Generated<string>;
  code_required: Generated<boolean>;
  created_at: DefaultTimestamp;
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface RegistrationQuestionsTable {
  id: string;
  partner_id: string;
  position: number;
  name: string;
  names: ColumnType<Record<string, string>, string | undefined, string>;
  type: 'checkbox' | 'dropdown' | 'radio' | 'open';
  allow_other: Generated<boolean>;
  required: Generated<boolean>;
  options: ColumnType<RegistrationOptionJson[], string | undefined, string>;
}

export interface ActionCodesTable {
  id: string;
  partner_id: string;
  event_id: string;
  code: string;
  name: Generated<string>;
  total: number | null;
  used: Generated<number>;
  distributed: Generated<boolean>;
  created_at: DefaultTimestamp;
}

export interface GuestsTable {
  user_id: string;
  partner_id: string;
  link_id: string | null;
  action_code_id: string | null;
  action_code: string | null;
  invited_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  pending_hash: string | null;
  pending_expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: DefaultTimestamp;
}

/** A public registration waiting for its confirmation (0034): `registration` is null once the address is settled. */
export interface GuestConfirmationsTable {
  token_hash: string;
  user_id: string;
  registration: ColumnType<PendingRegistration | null, string | null, string | null>;
  expires_at: Timestamp;
  created_at: DefaultTimestamp;
}

/** What a registration on a public page entered, kept until it is confirmed. */
export interface PendingRegistration {
  firstName: string;
  lastName: string;
  company: string | null;
  language: string;
  registrationType: string;
  answers: RegistrationAnswer[];
  termsVersion: string | null;
  consentAt: string | null;
  consentSource: string | null;
  linkId: string | null;
  /** The action code typed (normalised): its use is taken at confirmation. */
  code: string | null;
}

/** The organiser's tasks for an event's exhibitors (#17): for all of them, or chosen ones (task_exhibitors). */
export interface TasksTable {
  id: string;
  event_id: string;
  title: string;
  description: Generated<string>;
  mandate: TaskMandate;
  due_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  audience: ColumnType<TaskAudience, TaskAudience | undefined, TaskAudience>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface TaskExhibitorsTable {
  task_id: string;
  partner_id: string;
}

/** One exhibitor's progress on a task; no row is 'todo'. */
export interface TaskProgressTable {
  task_id: string;
  partner_id: string;
  state: ColumnType<TaskState, TaskState | undefined, TaskState>;
  review_state: ColumnType<ReviewState | null, ReviewState | null | undefined, ReviewState | null>;
  review_comment: Generated<string>;
  submitted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  submitted_by_name: Generated<string>;
  reviewed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reviewed_by: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_by_name: Generated<string>;
  updated_at: DefaultTimestamp;
}

/** A file an exhibitor uploaded for a task (the id is the resumable upload's, `<partner>.<uuid>`). */
export interface TaskDocumentsTable {
  id: string;
  task_id: string;
  partner_id: string;
  name: Generated<string>;
  media_type: string;
  size: ColumnType<number, number, number>;
  uploaded_by_name: Generated<string>;
  /** The device's uuid of the document (migration 0031): an attach with a key already held answers that document. */
  client_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DefaultTimestamp;
}

export interface ApiAccountsTable {
  id: string;
  partner_id: string;
  client_id: string;
  secret_hash: string;
  secret_prefix: string;
  comments: Generated<string>;
  state: ColumnType<ApiAccountState, ApiAccountState | undefined, ApiAccountState>;
  ip_restriction: ColumnType<IpRestriction, IpRestriction | undefined, IpRestriction>;
  allowed_addresses: ColumnType<string[], string[] | undefined, string[]>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ApiTokensTable {
  token_hash: string;
  account_id: string;
  expires_at: Timestamp;
  created_at: DefaultTimestamp;
}

export interface WebhooksTable {
  id: string;
  account_id: string;
  url: string;
  events: WebhookEvent[];
  secret: string;
  /** The exhibitor's change version up to which deliveries were made (server/api-access/webhooks.ts). */
  delivered_version: ColumnType<number, number | undefined, number>;
  created_at: DefaultTimestamp;
  last_delivery_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_event: string | null;
  last_status: number | null;
  last_error: string | null;
}

export interface ApiChangeTimesTable {
  partner_id: string;
  version: number;
  at: DefaultTimestamp;
}

export interface ServerSecretsTable {
  name: string;
  secret: string;
  created_at: DefaultTimestamp;
}

export interface DB {
  server_secrets: ServerSecretsTable;
  api_change_times: ApiChangeTimesTable;
  api_accounts: ApiAccountsTable;
  api_tokens: ApiTokensTable;
  webhooks: WebhooksTable;
  registration_links: RegistrationLinksTable;
  registration_questions: RegistrationQuestionsTable;
  action_codes: ActionCodesTable;
  guests: GuestsTable;
  guest_confirmations: GuestConfirmationsTable;
  timeslots: TimeslotsTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  meeting_bookings: MeetingBookingsTable;
  messages: MessagesTable;
  conversation_states: ConversationStatesTable;
  notifications: NotificationsTable;
  booking_requests: BookingRequestsTable;
  meeting_links: MeetingLinksTable;
  events: EventsTable;
  partners: PartnersTable;
  users: UsersTable;
  staff: StaffTable;
  licences: LicencesTable;
  licence_activations: LicenceActivationsTable;
  email_confirmations: EmailConfirmationsTable;
  jobs: JobsTable;
  uploads: UploadsTable;
  upload_claims: UploadClaimsTable;
  connections: ConnectionsTable;
  connection_notes: ConnectionNotesTable;
  connection_stage_entries: ConnectionStageEntriesTable;
  connection_scans: ConnectionScansTable;
  connection_deletions: ConnectionDeletionsTable;
  audit_log: AuditLogTable;
  questions: QuestionsTable;
  question_options: QuestionOptionsTable;
  connection_answers: ConnectionAnswersTable;
  contents: ContentsTable;
  connection_contents: ConnectionContentsTable;
  content_files: ContentFilesTable;
  followup_templates: FollowupTemplatesTable;
  connection_followups: ConnectionFollowupsTable;
  followup_optouts: FollowupOptoutsTable;
  media: MediaTable;
  login_verifiers: LoginVerifiersTable;
  sessions: SessionsTable;
  invitations: InvitationsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  payments: PaymentsTable;
  local_checkouts: LocalCheckoutsTable;
  login_requests: LoginRequestsTable;
  two_factor_challenges: TwoFactorChallengesTable;
  organisers: OrganisersTable;
  organiser_sessions: OrganiserSessionsTable;
  badge_types: BadgeTypesTable;
  event_activities: EventActivitiesTable;
  badge_grants: BadgeGrantsTable;
  export_mails: ExportMailsTable;
  organiser_api_keys: OrganiserApiKeysTable;
  login_throttle: LoginThrottleTable;
  partner_versions: PartnerVersionsTable;
  connection_scanners: ConnectionScannersTable;
  sync_clients: SyncClientsTable;
  sync_outcomes: SyncOutcomesTable;
  tasks: TasksTable;
  task_exhibitors: TaskExhibitorsTable;
  task_progress: TaskProgressTable;
  task_documents: TaskDocumentsTable;
}

export type EventRow = Selectable<EventsTable>;
export type PartnerRow = Selectable<PartnersTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
