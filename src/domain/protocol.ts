/**
 * The sync protocol on the wire: push (POST /api/sync/push) and pull (GET /api/sync/pull), one
 * typed definition for the app and the server. See ARCHITECTURE.md section 3.
 */
import type { ConnectionContact, ConnectionStage, NoteType, SourceType } from './connection';
import type { Mutation, MutationOutcome } from './mutations';
import type { QuestionType } from './question';

export interface PushRequest {
  protocolVersion: number;
  clientID: string;
  mutations: Mutation[];
}

export interface MutationResult {
  id: number;
  outcome: MutationOutcome;
  reason?: string | null;
}

export interface PushResponse {
  lastMutationID: number;
  /** Outcomes of the mutations applied by this push (skipped duplicates are not repeated). */
  results: MutationResult[];
}

export interface ConnectionRow {
  id: string;
  badgeCode: string;
  scannedAt: string;
  scannedByID: string | null;
  scannedByName: string;
  sourceType: SourceType;
  stage: ConnectionStage;
  rating: 'hot' | 'warm' | 'cold' | null;
  /** False when captured without a licence: contact data shows once a licence is active. */
  licensed: boolean;
  visitorID: string | null;
  contact: ConnectionContact | null;
  /** The visitor's answers at registration; with the contact data (licensed only). */
  registration?: RegistrationAnswer[] | null;
  version: number;
}

export interface RegistrationAnswer {
  question: string;
  answer: string;
}

export interface NoteRow {
  id: string;
  connectionId: string;
  text: string;
  type: NoteType;
  authorName: string;
  createdAt: string;
  version: number;
  /** Voice memos and photos on the server (GET /api/media/:id). */
  media?: NoteMediaRow[];
}

export interface NoteMediaRow {
  /** `<partner>.<uuid>`: the uuid is the one the note was written with. */
  id: string;
  kind: 'audio' | 'image';
  mediaType: string;
  size: number;
}

export interface StageRow {
  id: string;
  connectionId: string;
  stage: ConnectionStage;
  comment: string;
  authorName: string;
  createdAt: string;
  version: number;
}

export interface AnswerRow {
  connectionId: string;
  questionId: string;
  choices: string[];
  text: string | null;
  updatedAt: string;
  version: number;
}

/** Whether the staff chose to share a content item with a connection's visitor. */
export interface SharedContentRow {
  connectionId: string;
  contentId: string;
  shared: boolean;
  updatedByName: string;
  updatedAt: string;
  version: number;
}

export interface PullResponse {
  /** Opaque to the client: send it back with the next pull. */
  cookie: string;
  lastMutationID: number;
  /** Outcomes of this client's mutations that did not complete (from `pendingFrom` on). */
  results: MutationResult[];
  connections: ConnectionRow[];
  notes: NoteRow[];
  stages: StageRow[];
  answers: AnswerRow[];
  sharedContent: SharedContentRow[];
  /** More changes wait: pull again with the new cookie. */
  more: boolean;
}

/** Rows per pull. */
export const PULL_BATCH = 1000;
/** Mutations per push request. */
export const PUSH_BATCH = 500;
/**
 * And at most about this much JSON per push (long notes, e-mail requests naming thousands of
 * connections), well inside the server's body limit, which even the largest single mutation fits.
 */
export const PUSH_BATCH_BYTES = 1024 * 1024;

/** GET /api/visitors/directory: one page of the event's visitor directory, for offline scanning. */
export interface DirectoryVisitor {
  id: string;
  code: string;
  name: string;
  company: string | null;
}
export interface DirectoryPage {
  /** False: the exhibitor holds no scan licence (or the event ended); the device keeps no directory. */
  licensed: boolean;
  visitors: DirectoryVisitor[];
  /** Pass as `after` for the next page; null on the last. */
  next: string | null;
}
export const DIRECTORY_PAGE = 5000;

/** GET /api/questions: what the app keeps to answer qualifying questions and show the rating rules. */
export interface QuestionDef {
  id: string;
  name: string;
  type: QuestionType;
  allowOther: boolean;
  options: Array<{ id: string; name: string; points: number }>;
}
export interface QuestionsResponse {
  questions: QuestionDef[];
  rating: { hotFrom: number; warmFrom: number };
}
