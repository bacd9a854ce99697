/**
 * Every migration, in order. Add a file `NNNN_name.ts` exporting its SQL and list it here;
 * never edit one that has shipped.
 */
import m0001 from './0001_initial';
import m0002 from './0002_login';
import m0003 from './0003_sync';
import m0004 from './0004_rating';
import m0005 from './0005_content';
import m0006 from './0006_stage_order';
import m0007 from './0007_scans';
import m0008 from './0008_deletions';
import m0009 from './0009_sms_phone';
import m0010 from './0010_organiser';
import m0011 from './0011_shop_and_keys';
import m0012 from './0012_colleague_view';
import m0013 from './0013_confirmed_addresses';
import m0014 from './0014_jobs';
import m0015 from './0015_privacy';
import m0016 from './0016_question_editor';
import m0017 from './0017_content_editor';
import m0018 from './0018_follow_up';
import m0019 from './0019_licence_seats';
import m0020 from './0020_orders';
import m0021 from './0021_badge_grants';
import m0022 from './0022_invoice_issuer';
import m0023 from './0023_conversations';
import m0024 from './0024_meeting_links';
import m0025 from './0025_activities';
import m0026 from './0026_unaccent';
import m0027 from './0027_guests';
import m0028 from './0028_notification_types';
import m0029 from './0029_api_access';
import m0030 from './0030_tasks';
import m0031 from './0031_task_document_keys';
import m0032 from './0032_server_secrets_change_times';
import m0033 from './0033_upload_claims';
import m0034 from './0034_pending_holds';
import m0036 from './0036_note_documents';
import m0038 from './0038_terms_consent';
import m0039 from './0039_deletion_counts';
import m0040 from './0040_task_notifications';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'initial', sql: m0001 },
  { version: 2, name: 'login', sql: m0002 },
  { version: 3, name: 'sync', sql: m0003 },
  { version: 4, name: 'rating', sql: m0004 },
  { version: 5, name: 'content', sql: m0005 },
  { version: 6, name: 'stage order', sql: m0006 },
  { version: 7, name: 'scans', sql: m0007 },
  { version: 8, name: 'deletions', sql: m0008 },
  { version: 9, name: 'sms phone', sql: m0009 },
  { version: 10, name: 'organiser', sql: m0010 },
  { version: 11, name: 'shop and keys', sql: m0011 },
  { version: 12, name: 'colleague view', sql: m0012 },
  { version: 13, name: 'confirmed addresses', sql: m0013 },
  { version: 14, name: 'jobs', sql: m0014 },
  { version: 15, name: 'privacy', sql: m0015 },
  { version: 16, name: 'question editor', sql: m0016 },
  { version: 17, name: 'content editor', sql: m0017 },
  { version: 18, name: 'follow up', sql: m0018 },
  { version: 19, name: 'licence seats', sql: m0019 },
  { version: 20, name: 'orders', sql: m0020 },
  { version: 21, name: 'badge grants', sql: m0021 },
  { version: 22, name: 'invoice issuer', sql: m0022 },
  { version: 23, name: 'conversations', sql: m0023 },
  { version: 24, name: 'meeting links', sql: m0024 },
  { version: 25, name: 'activities', sql: m0025 },
  { version: 26, name: 'unaccent', sql: m0026 },
  { version: 27, name: 'guests', sql: m0027 },
  { version: 28, name: 'notification types', sql: m0028 },
  { version: 29, name: 'api access', sql: m0029 },
  { version: 30, name: 'tasks', sql: m0030 },
  { version: 31, name: 'task document keys', sql: m0031 },
  { version: 32, name: 'server secrets and change times', sql: m0032 },
  { version: 33, name: 'upload claims', sql: m0033 },
  { version: 34, name: 'pending holds', sql: m0034 },
  { version: 36, name: 'note documents', sql: m0036 },
  { version: 38, name: 'terms consent', sql: m0038 },
  { version: 39, name: 'deletion counts', sql: m0039 },
  { version: 40, name: 'task notifications', sql: m0040 },
];
